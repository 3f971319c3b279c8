import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import styles from './not-found-screen.module.css';

/** The 404 screen: its texts, a breadcrumb and the useful links (home, account, help pages). */
export async function NotFoundScreen() {
  const t = await getTranslations('NotFound');
  const links = [
    { href: '/', label: t('home') },
    { href: '/pages/account', label: t('account') },
    { href: '/pages/forgot-password', label: t('forgotPassword') },
    { href: '/pages/about-us', label: t('aboutUs') },
    { href: '/pages/contact-us', label: t('contactUs') },
  ];
  return (
    <div className="container">
      <Breadcrumb items={[{ label: t('home'), href: '/' }, { label: t('crumb') }]} />
      <section className={styles.wrap}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{t('title')}</h1>
        <p className={styles.text}>{t('text')}</p>
        <p>{t('usefulLinks')}</p>
        <nav aria-label={t('usefulLinksLabel')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </div>
  );
}
