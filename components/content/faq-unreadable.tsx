import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import styles from './faq-list.module.css';

/** Below the FAQ: the way to ask what it does not answer. */
export async function FaqMore({
  title = 'moreTitle',
  text = 'moreText',
}: {
  title?: 'moreTitle' | 'unreadableTitle';
  text?: 'moreText' | 'unreadableText';
}) {
  const t = await getTranslations('Faq');
  return (
    <aside className={styles.more} aria-labelledby="faq-more">
      <h2 id="faq-more" className={styles.moreTitle}>
        {t(title)}
      </h2>
      <p>{t(text)}</p>
      <Link href="/pages/contact-us" className={buttonClass('primary')}>
        {t('moreCta')}
      </Link>
    </aside>
  );
}

/** When the back-end will not let the shop read its Help Articles: ask us instead. */
export async function FaqUnreadable() {
  return (
    <div className={styles.faq}>
      <FaqMore title="unreadableTitle" text="unreadableText" />
    </div>
  );
}
