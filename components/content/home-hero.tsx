import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import styles from './home-hero.module.css';

/** The home page's opening banner: what the shop is, in one look. */
export async function HomeHero() {
  const t = await getTranslations('Home');
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.kicker}>{t('kicker')}</p>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <div className={styles.ctas}>
            <Link href="/shop" className={buttonClass('primary')}>
              {t('ctaShop')}
            </Link>
            <Link href="/shop?order_by_creation_at=desc" className={buttonClass('secondary')}>
              {t('ctaNew')}
            </Link>
          </div>
        </div>
        <svg className={styles.art} viewBox="0 0 480 360" role="img" aria-label={t('artLabel')}>
          <defs>
            <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#f6e3d6" />
              <stop offset="1" stopColor="#e9c9b3" />
            </linearGradient>
            <linearGradient id="hero-can" x1="0" y1="0" x2="1" y2="0">
              <stop offset="0" stopColor="#1f5c45" />
              <stop offset="0.5" stopColor="#2f7a5d" />
              <stop offset="1" stopColor="#1a4d3a" />
            </linearGradient>
          </defs>
          <rect width="480" height="360" rx="28" fill="url(#hero-bg)" />
          <ellipse cx="240" cy="318" rx="190" ry="16" fill="#c9a58d" opacity="0.5" />
          <rect x="70" y="150" width="120" height="160" rx="12" fill="url(#hero-can)" />
          <rect x="70" y="150" width="120" height="22" rx="8" fill="#143d2e" />
          <rect x="88" y="205" width="84" height="58" rx="6" fill="#f4efe8" />
          <rect x="98" y="220" width="64" height="8" rx="4" fill="#a63d17" />
          <rect x="98" y="236" width="44" height="6" rx="3" fill="#8a817a" />
          <path d="M240 110 l70 -40 l18 30 l-70 40z" fill="#3d3936" />
          <rect x="262" y="120" width="26" height="190" rx="10" fill="#a63d17" transform="rotate(-12 275 215)" />
          <rect x="330" y="170" width="90" height="140" rx="14" fill="#f2b84b" />
          <rect x="346" y="150" width="58" height="28" rx="8" fill="#3d3936" />
          <circle cx="375" cy="240" r="26" fill="#3d3936" />
          <circle cx="375" cy="240" r="12" fill="#f2b84b" />
        </svg>
      </div>
    </section>
  );
}
