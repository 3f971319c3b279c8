import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import styles from './newsletter-form.module.css';

export interface NewsletterLook {
  layout?: 'inline' | 'stacked';
  tone?: 'light' | 'dark';
}

/**
 * The newsletter form as the shopper sees it: the address, the button and the consent line. The
 * working form (newsletter-form.tsx) draws it with its handlers, the band's stand-in
 * (newsletter-slot.tsx) as the server's HTML until that form has loaded, so the two are the same.
 */
export function NewsletterFields({
  layout = 'inline',
  tone = 'light',
  form,
  email,
  error,
  pending = false,
  alert,
}: NewsletterLook & {
  form?: ComponentPropsWithRef<'form'>;
  email?: Omit<ComponentPropsWithRef<'input'>, 'className'>;
  error?: string;
  pending?: boolean;
  alert?: ReactNode;
}) {
  const t = useTranslations('Newsletter');
  return (
    <form className={`${styles.form} ${styles[layout]} ${tone === 'dark' ? styles.dark : ''}`} {...form}>
      {alert}
      <div className={styles.controls}>
        <TextField
          label={t('emailLabel')}
          hideLabel={layout === 'inline'}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          required
          error={error}
          {...email}
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
