import { getTranslations } from 'next-intl/server';
import type { CategoryNode } from '@/lib/home/home-data';
import styles from './home-banners.module.css';

/** Three category banners from the server menu (their banner pictures and descriptions). */
export async function HomeBanners({ banners }: { banners: CategoryNode[] }) {
  if (banners.length === 0) return null;
  const t = await getTranslations('Home');
  return (
    <section className={`container ${styles.section}`} aria-label={t('bannersLabel')}>
      <ul className={styles.grid}>
        {banners.map((b, i) => (
          <li key={b.name} className={i === 0 ? styles.wide : undefined}>
            <a href={b.url} className={styles.banner}>
              {b.category_banner_image && (
                // eslint-disable-next-line @next/next/no-img-element -- SVG banner art from our /files route, nothing to optimise
                <img
                  src={b.category_banner_image}
                  alt=""
                  width={1920}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              )}
              <span className={styles.copy}>
                <span className={styles.kicker}>{t('bannerKicker')}</span>
                <span className={styles.label} lang={b.lang}>
                  {b.label}
                </span>
                {b.description && <span className={styles.description}>{b.description}</span>}
                <span className={styles.cta}>{t('bannerCta')}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
