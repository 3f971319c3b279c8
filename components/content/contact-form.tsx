'use client';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { sendContact } from './actions';
import { CONTACT_ERROR_KEYS, CONTACT_LIMITS, contactSchema, type ContactErrorKey, type ContactResult, type ContactValues } from './contact-schema';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/field';
import styles from './forms.module.css';

type Failure = Exclude<ContactResult, { ok: true } | { reason: 'invalid' }>;

/**
 * The contact form (name, email, subject, message): validated in the browser and again by the
 * server action; the back-end stores the message and mails a copy. On success the subject and
 * message are cleared, name and email stay for a follow-up; on failure nothing typed is lost.
 */
export function ContactForm() {
  const t = useTranslations('ContactForm');
  const [sent, setSent] = useState<{ reference: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema, undefined, { raw: true }),
    defaultValues: { full_name: '', email: '', subject: '', message: '' },
    mode: 'onTouched',
  });

  const errorText = (key: string | undefined) =>
    key ? t(CONTACT_ERROR_KEYS.includes(key as ContactErrorKey) ? (key as ContactErrorKey) : 'errorMessageShort', CONTACT_LIMITS) : undefined;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    setSent(null);
    startTransition(async () => {
      let result: ContactResult;
      try {
        result = await sendContact(values);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        setSent({ reference: result.reference });
        reset({ ...getValues(), subject: '', message: '' });
        return;
      }
      if (result.reason === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof ContactValues, { message: key }, { shouldFocus: true });
        return;
      }
      setFailure(result);
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('title')}</h2>
      <p className={styles.small}>{t('intro')}</p>
      {sent && (
        <FormAlert tone="success">
          <p>
            <strong>{t('sentTitle')}</strong>
          </p>
          <p>{sent.reference ? t('sentText', { reference: sent.reference }) : t('sentTextNoReference')}</p>
        </FormAlert>
      )}
      {failure && (
        <FormAlert>
          <p>{failure.reason === 'rate-limited' ? t('rateLimited') : failure.reason === 'rejected' && failure.message ? failure.message : t('unavailable')}</p>
        </FormAlert>
      )}
      <div className={styles.row}>
        <TextField label={t('name')} autoComplete="name" required error={errorText(errors.full_name?.message)} {...register('full_name')} />
        <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" required error={errorText(errors.email?.message)} {...register('email')} />
      </div>
      <TextField label={t('subject')} required maxLength={CONTACT_LIMITS.subjectMax} error={errorText(errors.subject?.message)} {...register('subject')} />
      <TextAreaField label={t('message')} required rows={7} hint={t('messageHint')} error={errorText(errors.message?.message)} {...register('message')} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('sending') : t('submit')}
        </button>
        <p className={styles.small}>{t('required')}</p>
      </div>
    </form>
  );
}
