'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { SlideArrows } from '@/components/ui/slide-arrows';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import snap from '@/components/ui/snap-track.module.css';
import { useUi } from '@/stores/ui';
import { ProductImage } from './product-image';
import { useProductSelection } from './product-selection';
import type { GalleryMode, GallerySet } from './gallery-types';
import styles from './product-gallery.module.css';

// The lightbox (swiper's zoom, keyboard) loads only when a shopper opens it.
const GalleryLightbox = dynamic(() => import('./gallery-lightbox').then((m) => m.GalleryLightbox), { ssr: false });

const LIGHTBOX = 'product-lightbox';

/**
 * The product's pictures: a stage with thumbnails, a multi-picture carousel, a grid or a
 * stacked column depending on the layout; every picture opens the zoomable lightbox (swiper, loaded
 * on open). The stage is a scroll-snap row the browser scrolls itself, so the first picture (the
 * page's LCP element) paints with the server's HTML and no slider library runs at load.
 * Touch: swipe; keyboard: arrow keys on the stage or thumbnails, Enter opens the lightbox.
 * A chosen variant with pictures of its own replaces the product's.
 */
export function ProductGallery({
  name,
  pictures: set,
  mode,
  badges,
}: {
  name: string;
  pictures: GallerySet;
  mode: GalleryMode;
  badges?: React.ReactNode;
}) {
  const t = useTranslations('Product');
  const pictureTexts = useTranslations('ProductPictures');
  const { variant } = useProductSelection();
  const pictures = (variant && set.variants[variant.sku]) || set.product;
  const setKey = pictures.map((p) => p.original.url).join('|');
  const { ref: trackRef, index: activeIndex, atStart, atEnd, goTo, step, onKeyDown } = useSnapTrack<HTMLUListElement>();
  const lightboxOpen = useUi((s) => s.modal === LIGHTBOX);
  const openModal = useUi((s) => s.openModal);
  const closeAll = useUi((s) => s.closeAll);
  const [lightboxStart, setLightboxStart] = useState(0);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  const lastViewed = useRef(0);

  const open = useCallback(
    (index: number) => {
      setLightboxStart(index);
      lastViewed.current = index;
      openModal(LIGHTBOX);
    },
    [openModal],
  );
  // Focus returns to the picture the shopper ended on (the one that opened it may be off-screen now).
  const closeLightbox = useCallback(() => {
    closeAll();
    requestAnimationFrame(() => openers.current[lastViewed.current]?.focus());
  }, [closeAll]);
  // A variant with other pictures starts again from its first one.
  useEffect(() => goTo(0, true), [setKey, goTo]);

  const count = pictures.length;
  const alt = (i: number) => (i === 0 ? name : t('pictureAlt', { name, index: i + 1 }));

  if (count === 0) {
    return (
      <div className={styles.root}>
        <div className={styles.placeholder}>
          <Icon name="tool" size={48} />
          <span>{t('noPicture')}</span>
        </div>
      </div>
    );
  }

  const lightbox = lightboxOpen && (
    <GalleryLightbox
      name={name}
      pictures={pictures}
      start={lightboxStart}
      onClose={closeLightbox}
      onIndexChange={(i) => {
        lastViewed.current = i;
        if (mode !== 'grid' && mode !== 'stacked') goTo(i, true);
      }}
    />
  );

  if (mode === 'grid' || mode === 'stacked') {
    return (
      <div className={`${styles.root} ${mode === 'grid' ? styles.grid : styles.stacked}`}>
        {badges}
        <ul className={styles.tiles} aria-label={pictureTexts('galleryLabel', { name })}>
          {pictures.map((p, i) => (
            <li key={`${p.original.url}-${i}`} className={styles.tile}>
              <button
                type="button"
                ref={(el) => {
                  openers.current[i] = el;
                }}
                className={styles.zoomButton}
                onClick={() => open(i)}
                aria-label={t('galleryOpen', { index: i + 1, count })}
              >
                <ProductImage image={p.image} alt={alt(i)} preload={i === 0} className={styles.image} />
              </button>
            </li>
          ))}
        </ul>
        {lightbox}
      </div>
    );
  }

  const carousel = mode === 'carousel';
  return (
    <div className={`${styles.root} ${mode === 'thumbs-side' ? styles.side : ''} ${carousel ? styles.carousel : ''}`}>
      <div
        className={styles.stage}
        onKeyDown={onKeyDown}
        role="region"
        aria-label={pictureTexts('galleryLabel', { name })}
      >
        {!carousel && badges}
        <ul ref={trackRef} className={`${snap.track} ${styles.track}`}>
          {pictures.map((p, i) => (
            <li key={`${p.original.url}-${i}`} className={`${snap.slide} ${styles.slide}`}>
              {carousel && i === 0 && badges}
              <button
                type="button"
                ref={(el) => {
                  openers.current[i] = el;
                }}
                className={styles.zoomButton}
                onClick={() => open(i)}
                aria-label={t('galleryOpen', { index: i + 1, count })}
              >
                <ProductImage image={p.image} alt={alt(i)} preload={i === 0} className={styles.image} />
                <span className={styles.zoomHint} aria-hidden="true">
                  <Icon name="search" size={18} />
                </span>
              </button>
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <SlideArrows
              labels={{ previous: t('previousPicture'), next: t('nextPicture') }}
              onStep={step}
              atStart={atStart}
              atEnd={atEnd || activeIndex >= count - 1}
              className={styles.arrow}
              iconSize={22}
            />
            {!carousel && (
              <p className={styles.counter} aria-hidden="true">
                {activeIndex + 1} / {count}
              </p>
            )}
          </>
        )}
      </div>
      {count > 1 && !carousel && (
        <ul className={styles.thumbs} aria-label={t('thumbnails')} onKeyDown={onKeyDown}>
          {pictures.map((p, i) => (
            <li key={`${p.thumb.src}-${i}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === activeIndex ? 'true' : undefined}
                aria-label={t('showPicture', { index: i + 1, count })}
                onClick={() => goTo(i)}
              >
                <ProductImage image={p.thumb} alt="" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightbox}
    </div>
  );
}
