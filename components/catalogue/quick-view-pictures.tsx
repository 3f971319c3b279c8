'use client';
import { useTranslations } from 'next-intl';
import { SlideArrows } from '@/components/ui/slide-arrows';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import snap from '@/components/ui/snap-track.module.css';
import type { Picture } from '@/lib/backend/schemas/common';
import { ProductPicture } from '@/components/product-parts/product-picture';
import styles from './quick-view-pictures.module.css';

/**
 * The quick view's pictures: one per view in a row the browser scrolls and snaps (swipe,
 * trackpad), the product gallery's mechanism; the arrows move a picture at a time.
 */
export function QuickViewPictures({ pictures, name }: { pictures: readonly Picture[]; name: string }) {
  const t = useTranslations('ProductCard');
  const shown = useTranslations('ProductPictures');
  const { ref, index, atStart, atEnd, page } = useSnapTrack<HTMLUListElement>();
  const many = pictures.length > 1;
  return (
    <div className={styles.pictures}>
      {/* Focusable, so a keyboard can scroll the row with the arrow keys. */}
      <ul ref={ref} className={snap.track} tabIndex={0} aria-label={shown('galleryLabel', { name })}>
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
          <SlideArrows
            labels={{ previous: t('cardPreviousPicture'), next: t('cardNextPicture') }}
            onStep={page}
            atStart={atStart}
            atEnd={atEnd}
            className={styles.arrow}
            iconSize={22}
          />
          <p className={styles.counter} aria-live="polite">
            {shown('pictureOf', { index: index + 1, count: pictures.length })}
          </p>
        </>
      )}
    </div>
  );
}
