'use client';
import type { ReactNode } from 'react';
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
/** The slider's words, drawn by the server: `goTo` names each slide's dot. */
export interface BannerSliderLabels {
  role: string;
  region: string;
  previous: string;
  next: string;
  goTo: string[];
}

export function BannerSlider({
  slides,
  heading,
  labels,
}: {
  slides: BannerSlide[];
  heading: ReactNode;
  labels: BannerSliderLabels;
}) {
  const { ref, index, atStart, atEnd, goTo, step, onKeyDown } = useSnapTrack<HTMLDivElement>();
  const many = slides.length > 1;
  return (
    <section
      className={styles.box}
      aria-roledescription={labels.role}
      aria-label={labels.region}
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
              labels={{ previous: labels.previous, next: labels.next }}
              onStep={step}
              atStart={atStart}
              atEnd={atEnd}
              className={styles.arrow}
              iconSize={44}
            />
            <SlideDots labels={labels.goTo} current={index} onPick={goTo} className={styles.dots} />
          </>
        )}
      </div>
    </section>
  );
}
