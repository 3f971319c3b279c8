import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './coming-soon.module.css';

/** A translated stand-in for a screen that a later issue fills in: the route is real, the page honest. */
export async function ComingSoon({ pageKey }: { pageKey: string }) {
  const t = await getTranslations('Placeholder');
  const pages = await getTranslations('Pages');
  return (
    <section className={`container ${styles.wrap}`}>
      <span className={styles.icon}>
        <Icon name="tool" size={32} />
      </span>
      <h1>{t('title', { page: pages(pageKey) })}</h1>
      <p className={styles.text}>{t('text')}</p>
      <Link href="/shop" className={buttonClass('primary')}>
        {t('cta')}
      </Link>
    </section>
  );
}
