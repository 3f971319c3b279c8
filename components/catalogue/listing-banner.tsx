import type { ReactNode } from 'react';
import styles from './listing-banner.module.css';

export interface BannerData {
  title: string;
  description: string | null;
  /** The language of a title and description that are the back-end's (a category's), when it differs from the page's. */
  lang?: string;
  image: string | null;
  imageMobile: string | null;
}

/**
 * The category page's banner (from `menu_category_detail`). `wide` spans
 * the content column, `boxed` sits in a framed box beside the text; without a picture it is a
 * plain heading. The h1 of the page lives here.
 */
export function ListingBanner({
  banner,
  style,
  subtitle,
}: {
  banner: BannerData;
  style: 'wide' | 'boxed';
  subtitle?: ReactNode;
}) {
  const picture = banner.image ?? banner.imageMobile;
  if (!picture) {
    return (
      <header className={styles.plain}>
        <h1 className={styles.title} lang={banner.lang}>
          {banner.title}
        </h1>
        {banner.description && (
          <p className={styles.description} lang={banner.lang}>
            {banner.description}
          </p>
        )}
        {subtitle}
      </header>
    );
  }
  return (
    <header className={`${styles.banner} ${style === 'boxed' ? styles.boxed : styles.wide}`}>
      <picture className={styles.media}>
        {banner.imageMobile && banner.image && <source media="(max-width: 767px)" srcSet={banner.imageMobile} />}
        <img
          src={picture}
          alt=""
          className={styles.image}
          width={1600}
          height={400}
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className={styles.text}>
        <h1 className={styles.title} lang={banner.lang}>
          {banner.title}
        </h1>
        {banner.description && (
          <p className={styles.description} lang={banner.lang}>
            {banner.description}
          </p>
        )}
        {subtitle}
      </div>
    </header>
  );
}
