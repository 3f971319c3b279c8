'use client';
import { Children, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper/types';
import 'swiper/css';
import { Icon } from '@/components/ui/icon';
import styles from './related-slider.module.css';

/**
 * A row of product cards (rendered on the server, passed as children) in a swiper: 2 per view on
 * phones up to 5 on wide screens (spec §9 slider presets), swipe or the arrow buttons.
 */
export function RelatedSlider({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  const t = useTranslations('Product');
  const swiperRef = useRef<SwiperClass | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);
  const update = (s: SwiperClass) => setEdges({ start: s.isBeginning, end: s.isEnd });

  return (
    <div className={styles.slider} role="region" aria-labelledby={labelledBy}>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => swiperRef.current?.slidePrev()} disabled={edges.start} aria-label={t('relatedPrevious')}>
          <Icon name="chevron-left" size={20} />
        </button>
        <button type="button" className={styles.arrow} onClick={() => swiperRef.current?.slideNext()} disabled={edges.end} aria-label={t('relatedNext')}>
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
      <Swiper
        modules={[A11y]}
        a11y={{ enabled: true }}
        slidesPerView={1.6}
        spaceBetween={12}
        breakpoints={{ 480: { slidesPerView: 2.2 }, 768: { slidesPerView: 3, spaceBetween: 16 }, 992: { slidesPerView: 4, spaceBetween: 20 }, 1200: { slidesPerView: 5, spaceBetween: 20 } }}
        onSwiper={(s) => {
          swiperRef.current = s;
          update(s);
        }}
        onSlideChange={update}
        onResize={update}
        className={styles.swiper}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={i} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
