'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { SlideArrows } from '@/components/ui/slide-arrows';
import { SlideDots } from '@/components/ui/slide-dots';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import snap from '@/components/ui/snap-track.module.css';
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
 * sub-categories; one a view on phones, two from 768px. The h1 is outside the slider (`heading`),
 * so it never moves with the slides. The row is the shop's snap track: laid out by CSS from the
 * server's HTML (nothing moves at hydration), swiped and scrolled by the browser. Keyboard: the
 * arrow keys move it while the focus is inside; the buttons are named in the shop's language.
 */
export function BannerSlider({ slides, heading }: { slides: BannerSlide[]; heading: ReactNode }) {
  const t = useTranslations('Listing');
  const { ref, index, atStart, atEnd, goTo, step, onKeyDown } = useSnapTrack<HTMLDivElement>();
  const many = slides.length > 1;
  return (
    <section
      className={styles.box}
      aria-roledescription={t('sliderRole')}
      aria-label={t('sliderLabel')}
      onKeyDown={many ? onKeyDown : undefined}
    >
      <div className={styles.heading}>{heading}</div>
      {/* Two slides fill a wide view: nothing to move there, so no buttons either. */}
      <div className={`${styles.slider} ${many ? styles.many : ''} ${slides.length === 2 ? styles.pair : ''}`}>
        <div ref={ref} className={`${snap.track} ${styles.track}`} aria-live="polite">
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={`${snap.slide} ${styles.slide}`}
              data-tone={i % 3}
              role="group"
              aria-label={`${i + 1} / ${slides.length}`}
            >
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
            </div>
          ))}
        </div>
        {many && (
          <>
            <SlideArrows
              labels={{ previous: t('sliderPrevious'), next: t('sliderNext') }}
              onStep={step}
              atStart={atStart}
              atEnd={atEnd}
              className={styles.arrow}
              iconSize={44}
            />
            <SlideDots
              labels={slides.map((_, i) => t('sliderGoTo', { index: i + 1 }))}
              current={index}
              onPick={goTo}
              className={styles.dots}
            />
          </>
        )}
      </div>
    </section>
  );
}
