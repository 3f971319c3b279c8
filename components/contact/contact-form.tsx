'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/ui/use-action-form';
import { sendContact } from './contact-actions';
import { CONTACT_ERROR_KEYS, CONTACT_LIMITS, contactNativeKey, type ContactErrorKey } from './contact-keys';
import { FormAlert, TextField } from '@/components/ui/field';
import { EmailField } from '@/components/ui/email-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { FormShell } from '@/components/ui/form-shell';
import styles from '@/components/ui/forms.module.css';

/**
 * The contact form (name, email, subject, message): validated in the browser and again by the
 * server action; the back-end stores the message and mails a copy. On success the subject and
 * message are cleared, name and email stay for a follow-up; on failure nothing typed is lost.
 */
export function ContactForm({
  title,
  intro,
  subject = '',
}: {
  /** Another heading and introduction where the form serves one purpose (reporting a barrier). */
  title?: string;
  intro?: string;
  /** The subject it starts with, which the shop's inbox sorts by. */
  subject?: string;
} = {}) {
  const t = useTranslations('ContactForm');
  const [sent, setSent] = useState<{ reference: string } | null>(null);
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { full_name: '', email: '', subject, message: '' },
    schema: () => import('./contact-schema').then((m) => m.contactSchema),
    nativeKey: contactNativeKey,
    action: sendContact,
    onSuccess: (result, _values, tools) => {
      setSent({ reference: result.reference });
      tools.setValues({ subject, message: '' });
    },
    onRefusal: () => {
      setSent(null);
      return false;
    },
  });

  const errorText = (key: string | undefined) =>
    key
      ? t(
          CONTACT_ERROR_KEYS.includes(key as ContactErrorKey) ? (key as ContactErrorKey) : 'errorMessageShort',
          CONTACT_LIMITS,
        )
      : undefined;

  return (
    <FormShell
      form={form}
      aria-labelledby="contact-form-title"
      lead={
        <>
          <h2 id="contact-form-title">{title ?? t('title')}</h2>
          <p className={styles.small}>{intro ?? t('intro')}</p>
        </>
      }
      alert={
        failure && (
          <p>
            {failure.reason === 'rate-limited'
              ? t('rateLimited')
              : failure.reason === 'rejected' && failure.message
                ? failure.message
                : t('unavailable')}
          </p>
        )
      }
      submit={pending ? t('sending') : t('submit')}
      pending={pending}
      beside={<p className={styles.small}>{t('required')}</p>}
    >
      {sent && (
        <FormAlert tone="success">
          <p>
            <strong>{t('sentTitle')}</strong>
          </p>
          <p>{sent.reference ? t('sentText', { reference: sent.reference }) : t('sentTextNoReference')}</p>
        </FormAlert>
      )}
      <div className={styles.row}>
        <TextField
          label={t('name')}
          autoComplete="name"
          required
          error={errorText(errors.full_name)}
          {...field('full_name')}
        />
        <EmailField label={t('email')} error={errorText(errors.email)} {...field('email')} />
      </div>
      <TextField
        label={t('subject')}
        required
        maxLength={CONTACT_LIMITS.subjectMax}
        error={errorText(errors.subject)}
        {...field('subject')}
      />
      <TextAreaField
        label={t('message')}
        required
        rows={7}
        hint={t('messageHint')}
        error={errorText(errors.message)}
        {...field('message')}
      />
    </FormShell>
  );
}
