'use client';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import snap from '@/components/ui/snap-track.module.css';
import type { Picture } from '@/lib/backend/schemas/common';
import { ProductPicture } from './product-picture';
import styles from './quick-view-pictures.module.css';

/**
 * The quick view's pictures: one per view in a row the browser scrolls and snaps (swipe,
 * trackpad), the product gallery's mechanism; the arrows move a picture at a time.
 */
export function QuickViewPictures({ pictures, name }: { pictures: readonly Picture[]; name: string }) {
  const t = useTranslations('Product');
  const { ref, index, atStart, atEnd, page } = useSnapTrack<HTMLUListElement>();
  const many = pictures.length > 1;
  return (
    <div className={styles.pictures}>
      {/* Focusable, so a keyboard can scroll the row with the arrow keys. */}
      <ul ref={ref} className={snap.track} tabIndex={0} aria-label={t('galleryLabel', { name })}>
        {pictures.map((picture, i) => (
          <li key={`${picture.url}-${i}`} className={`${snap.slide} ${styles.slide}`}>
            <ProductPicture
              picture={picture}
              alt={i === 0 ? name : t('cardPictureOf', { name, index: i + 1 })}
              sizes="(max-width: 767px) 90vw, 420px"
              priority={i === 0}
              className={styles.picture}
            />
          </li>
        ))}
      </ul>
      {many && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => page(-1)}
            disabled={atStart}
            aria-label={t('cardPreviousPicture')}
          >
            <Icon name="chevron-left" size={22} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => page(1)}
            disabled={atEnd}
            aria-label={t('cardNextPicture')}
          >
            <Icon name="chevron-right" size={22} />
          </button>
          <p className={styles.counter} aria-live="polite">
            {t('pictureOf', { index: index + 1, count: pictures.length })}
          </p>
        </>
      )}
    </div>
  );
}
