'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Zoom } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/zoom';
import { Icon } from '@/components/ui/icon';
import { Dialog } from '@/components/ui/dialog';
import { SlideArrows } from '@/components/ui/slide-arrows';
import type { GalleryPicture } from './gallery-types';
import styles from './gallery-lightbox.module.css';

/**
 * Full-screen pictures with zoom: the shop's modal dialog over the whole screen (focus kept
 * inside, Escape closes, focus returns to the picture that opened it). Keyboard: arrows change picture; touch: swipe,
 * pinch or double-tap to zoom; mouse: double-click or the zoom button.
 */
export function GalleryLightbox({
  name,
  pictures,
  start,
  onClose,
  onIndexChange,
}: {
  name: string;
  pictures: GalleryPicture[];
  start: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
}) {
  const t = useTranslations('Product');
  const pictureTexts = useTranslations('ProductPictures');
  const swiperRef = useRef<SwiperClass | null>(null);
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const count = pictures.length;

  // In the top layer: no sticky column, transform or overflow of the page can clip or cover it.
  return (
    <Dialog onClose={onClose} label={t('lightboxLabel', { name })} placement="full" className={styles.dialog}>
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {pictureTexts('pictureOf', { index: index + 1, count })}
        </p>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => swiperRef.current?.zoom.toggle()}
            aria-pressed={zoomed}
            aria-label={zoomed ? t('zoomOut') : t('zoomIn')}
          >
            <Icon name={zoomed ? 'minus' : 'plus'} size={22} />
          </button>
          <button type="button" className={styles.tool} onClick={onClose} aria-label={t('lightboxClose')}>
            <Icon name="close" size={22} />
          </button>
        </div>
      </div>
      <Swiper
        modules={[Zoom, Keyboard, A11y]}
        initialSlide={start}
        zoom={{ maxRatio: 3 }}
        keyboard={{ enabled: true }}
        a11y={{ enabled: true }}
        spaceBetween={24}
        onSwiper={(s) => {
          swiperRef.current = s;
        }}
        onSlideChange={(s) => {
          setIndex(s.activeIndex);
          setZoomed(false);
          onIndexChange?.(s.activeIndex);
        }}
        onZoomChange={(_s, scale) => setZoomed(scale > 1)}
        className={styles.swiper}
      >
        {pictures.map((p, i) => (
          <SwiperSlide key={`${p.original.url}-${i}`} className={styles.slide}>
            <div className="swiper-zoom-container">
              {/* eslint-disable-next-line @next/next/no-img-element -- swiper's zoom scales the element itself; the full-size file is wanted here */}
              <img
                src={p.original.url}
                alt={i === 0 ? name : t('pictureAlt', { name, index: i + 1 })}
                width={p.original.width}
                height={p.original.height}
                className={styles.image}
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      {count > 1 && (
        <SlideArrows
          labels={{ previous: t('previousPicture'), next: t('nextPicture') }}
          onStep={(direction) => (direction === 1 ? swiperRef.current?.slideNext() : swiperRef.current?.slidePrev())}
          atStart={index === 0}
          atEnd={index === count - 1}
          className={styles.arrow}
          iconSize={28}
        />
      )}
      <p className={styles.hint}>{t('zoomHint')}</p>
    </Dialog>
  );
}
