import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { NewsletterForm } from './newsletter-form';
import styles from './subscription-outcome.module.css';

export type Outcome = 'confirmed' | 'already' | 'expired' | 'invalid' | 'unavailable';

const COPY = {
  confirmed: { title: 'confirmedTitle', text: 'confirmedText', icon: 'check', tone: 'success' },
  already: { title: 'alreadyConfirmedTitle', text: 'alreadyConfirmedText', icon: 'check', tone: 'success' },
  expired: { title: 'expiredTitle', text: 'expiredText', icon: 'clock', tone: 'warning' },
  invalid: { title: 'invalidTitle', text: 'invalidText', icon: 'alert-triangle', tone: 'warning' },
  unavailable: { title: 'confirmUnavailableTitle', text: 'confirmUnavailableText', icon: 'alert-triangle', tone: 'warning' },
} as const;

/** What the confirmation link did, in words, with the next step (shop, or subscribe again). */
export async function SubscriptionOutcome({ outcome, email }: { outcome: Outcome; email: string }) {
  const t = await getTranslations('Subscription');
  const copy = COPY[outcome];
  const again = outcome === 'expired' || outcome === 'invalid';
  return (
    <section className={`container ${styles.box}`} aria-labelledby="subscription-title" data-newsletter-here="">
      <span className={`${styles.icon} ${copy.tone === 'success' ? styles.success : styles.warning}`}>
        <Icon name={copy.icon} size={32} />
      </span>
      <p className={styles.kicker}>{t('confirmTitle')}</p>
      <h1 id="subscription-title">{t(copy.title)}</h1>
      <p className={styles.text}>{t(copy.text, { email })}</p>
      {again ? (
        <div className={styles.form}>
          <h2 className="visually-hidden">{t('subscribeAgain')}</h2>
          <NewsletterForm layout="inline" />
        </div>
      ) : (
        <Link href="/shop" className={buttonClass('primary')}>
          {t('continueShopping')}
        </Link>
      )}
    </section>
  );
}
