'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { Link } from '@/i18n/navigation';
import styles from './banner-slider.module.css';

export interface BannerSlide {
  key: string;
  title: string;
  text: string | null;
  href: string | null;
  image: string | null;
  cta: string | null;
}

/**
 * The boxed-slider variant's banner: the category banner first, then slides leading into its
 * sub-categories. The h1 is outside the slider (`heading`), so it never moves with the slides.
 */
export function BannerSlider({ slides, heading }: { slides: BannerSlide[]; heading: ReactNode }) {
  const t = useTranslations('Listing');
  return (
    <section className={styles.box} aria-roledescription={t('sliderRole')} aria-label={t('sliderLabel')}>
      <div className={styles.heading}>{heading}</div>
      <Swiper
        modules={[Navigation, Pagination, A11y, Keyboard]}
        navigation={slides.length > 1}
        pagination={slides.length > 1 ? { clickable: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('sliderPrevious'),
          nextSlideMessage: t('sliderNext'),
          paginationBulletMessage: t('sliderGoTo', { index: '{{index}}' }),
        }}
        spaceBetween={16}
        slidesPerView={1}
        breakpoints={{ 768: { slidesPerView: Math.min(2, slides.length) } }}
        className={styles.swiper}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={slide.key} className={styles.slide} data-tone={i % 3}>
            {slide.image && (
              // eslint-disable-next-line @next/next/no-img-element -- decorative banner art from /files; sized by CSS
              <img
                src={slide.image}
                alt=""
                className={styles.image}
                width={800}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            )}
            <div className={styles.text}>
              <p className={styles.title}>{slide.title}</p>
              {slide.text && <p className={styles.copy}>{slide.text}</p>}
              {slide.href && slide.cta && (
                <Link href={slide.href} className={styles.cta} prefetch={false}>
                  {slide.cta}
                </Link>
              )}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
