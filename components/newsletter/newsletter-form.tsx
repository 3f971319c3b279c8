'use client';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/ui/use-action-form';
import { FormAlert } from '@/components/ui/field';
import { useNewsletterPopup } from '@/stores/newsletter-popup';
import { subscribeToNewsletter } from './newsletter-actions';
import { NewsletterFields, type NewsletterLook } from './newsletter-fields';
import type { NewsletterErrorKey } from './newsletter-schema';
import styles from './newsletter-form.module.css';

/** Where the band's stand-in left off when this form took its place (newsletter-slot.tsx). */
export interface NewsletterStart {
  email: string;
  focused: boolean;
  /** The shopper pressed Subscribe before the form had loaded. */
  sent: boolean;
}

/**
 * The newsletter form (home, footer, popup): subscribe → the back-end mails a confirmation link →
 * /pages/confirm_subscription. An empty field or one that cannot be an address is caught by the
 * browser's own check, zod and the schema arrive when the field is first focused, and the server
 * action's answer names the message to show next to the field. What was typed stays on every failure.
 */
export function NewsletterForm({ start, ...look }: NewsletterLook & { start?: NewsletterStart }) {
  const t = useTranslations('Newsletter');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alertId = useId();
  const markSubscribed = useNewsletterPopup((s) => s.markSubscribed);
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { email: start?.email ?? '' },
    schema: () => import('./newsletter-schema').then((m) => m.newsletterSchema),
    nativeKey: (_field, flag): NewsletterErrorKey =>
      flag === 'valueMissing' ? 'errorEmailRequired' : 'errorEmailInvalid',
    action: subscribeToNewsletter,
    onSuccess: (_result, values) => {
      markSubscribed();
      setSentTo(values.email.trim());
    },
  });

  const formElement = form.ref;
  useEffect(() => {
    const element = formElement.current;
    if (start?.focused) (element?.elements.namedItem('email') as HTMLInputElement | null)?.focus();
    if (start?.sent) element?.requestSubmit();
  }, [formElement, start]);

  if (sentTo !== null) {
    return (
      <div className={`${styles.done} ${look.tone === 'dark' ? styles.dark : ''}`}>
        <FormAlert tone="success">
          <p>
            <strong>{t('pendingTitle')}</strong>
          </p>
          <p>{t('pendingText', { email: sentTo })}</p>
        </FormAlert>
      </div>
    );
  }

  return (
    <NewsletterFields
      {...look}
      form={{ ...form, 'aria-describedby': failure ? alertId : undefined }}
      email={field('email')}
      error={errors.email && t(errors.email as NewsletterErrorKey)}
      pending={pending}
      alert={
        failure && (
          <FormAlert id={alertId}>
            <p>{failure.reason === 'rate-limited' ? t('rateLimited') : t('unavailable')}</p>
          </FormAlert>
        )
      }
    />
  );
}
