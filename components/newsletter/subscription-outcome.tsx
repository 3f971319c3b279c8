'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Confirmation } from '@/lib/backend/newsletter-contact';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { NewsletterForm } from './newsletter-form';
import styles from './subscription-outcome.module.css';

export type Outcome = Confirmation | 'checking';

const COPY = {
  checking: { title: 'checkingTitle', text: 'checkingText', icon: 'clock', tone: 'warning' },
  confirmed: { title: 'confirmedTitle', text: 'confirmedText', icon: 'check', tone: 'success' },
  invalid: { title: 'invalidTitle', text: 'invalidText', icon: 'alert-triangle', tone: 'warning' },
  unavailable: {
    title: 'confirmUnavailableTitle',
    text: 'confirmUnavailableText',
    icon: 'alert-triangle',
    tone: 'warning',
  },
} as const;

/** What the confirmation link did, in words, with the next step (shop, or subscribe again). */
export function SubscriptionOutcome({ outcome, email }: { outcome: Outcome; email: string }) {
  const t = useTranslations('Subscription');
  const copy = COPY[outcome];
  return (
    <section
      className={`container ${styles.box}`}
      aria-labelledby="subscription-title"
      aria-busy={outcome === 'checking' || undefined}
      data-newsletter-here=""
    >
      <span className={`${styles.icon} ${copy.tone === 'success' ? styles.success : styles.warning}`}>
        <Icon name={copy.icon} size={32} />
      </span>
      <p className={styles.kicker}>{t('confirmTitle')}</p>
      <h1 id="subscription-title">{t(copy.title)}</h1>
      <p className={styles.text} role="status">
        {t(copy.text, { email })}
      </p>
      {outcome === 'invalid' && (
        <div className={styles.form}>
          <h2 className="visually-hidden">{t('subscribeAgain')}</h2>
          <NewsletterForm layout="inline" />
        </div>
      )}
      {outcome === 'confirmed' && (
        <Link href="/shop" className={buttonClass('primary')}>
          {t('continueShopping')}
        </Link>
      )}
    </section>
  );
}
