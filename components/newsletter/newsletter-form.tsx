'use client';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useNewsletterPopup } from '@/stores/newsletter-popup';
import { subscribeToNewsletter } from './newsletter-actions';
import { looksLikeEmail } from '@/lib/domain/email-shape';
import type { NewsletterErrorKey, SubscribeResult } from './newsletter-schema';
import { FormAlert, TextField } from '@/components/ui/field';
import styles from './newsletter-form.module.css';

type Outcome = Exclude<SubscribeResult, { reason: 'invalid' }>;

/**
 * The newsletter form (home, footer, popup): subscribe → the back-end mails a confirmation link →
 * /pages/confirm_subscription. It sits in the footer of every page, so it carries no form library
 * (react-hook-form would add 14 KiB to every first load for one field) and no zod (30 KiB): an empty
 * field or one that cannot be an address is caught here, the rest by the server action's schema,
 * whose answer names the message to show next to the field. What was typed stays on every failure.
 */
export function NewsletterForm({
  layout = 'inline',
  tone = 'light',
}: {
  layout?: 'inline' | 'stacked';
  tone?: 'light' | 'dark';
}) {
  const t = useTranslations('Newsletter');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<NewsletterErrorKey | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const markSubscribed = useNewsletterPopup((s) => s.markSubscribed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const quickError = !email.trim() ? 'errorEmailRequired' : looksLikeEmail(email) ? null : 'errorEmailInvalid';
    if (quickError) {
      setError(quickError);
      input.current?.focus();
      return;
    }
    setError(null);
    startTransition(async () => {
      let result: SubscribeResult;
      try {
        result = await subscribeToNewsletter({ email });
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (!result.ok && result.reason === 'invalid') {
        setError(result.error);
        input.current?.focus();
        return;
      }
      if (result.ok) markSubscribed();
      setOutcome(result);
    });
  };

  if (outcome?.ok) {
    return (
      <div className={`${styles.done} ${tone === 'dark' ? styles.dark : ''}`}>
        <FormAlert tone="success">
          <p>
            <strong>{t('pendingTitle')}</strong>
          </p>
          <p>{t('pendingText', { email: email.trim() })}</p>
        </FormAlert>
      </div>
    );
  }

  return (
    <form
      className={`${styles.form} ${styles[layout]} ${tone === 'dark' ? styles.dark : ''}`}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={outcome ? alertId : undefined}
    >
      {outcome && (
        <FormAlert id={alertId}>
          <p>{outcome.reason === 'rate-limited' ? t('rateLimited') : t('unavailable')}</p>
        </FormAlert>
      )}
      <div className={styles.controls}>
        <TextField
          ref={input}
          label={t('emailLabel')}
          hideLabel={layout === 'inline'}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          error={error ? t(error) : undefined}
        />
        <button
          type="submit"
          className={buttonClass(tone === 'dark' ? 'primary' : 'dark', { className: styles.submit })}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? t('sending') : t('submit')}
        </button>
      </div>
      <p className={styles.consent}>
        {t.rich('consent', { link: (chunks) => <Link href="/pages/single/privacy-policy">{chunks}</Link> })}
      </p>
    </form>
  );
}
