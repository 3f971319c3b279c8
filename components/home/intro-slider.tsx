'use client';
import type { KeyboardEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { SlideDots } from '@/components/ui/slide-dots';
import { useSnapAutoplay } from '@/components/ui/use-snap-autoplay';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import snap from '@/components/ui/snap-track.module.css';
import type { SlideView } from './home-slides';
import styles from './intro-slider.module.css';

export interface SliderLabels {
  region: string;
  previous: string;
  next: string;
  goTo: string[];
  pause: string;
  play: string;
}

const AUTOPLAY_MS = 7000;

// An arrow key on a slide's link would scroll the row under it, and the slide it left, now inert,
// would drop the focus: this slider moves by its buttons, its autoplay and touch, not by arrows.
const keepArrowsOnSlide = (event: KeyboardEvent) => {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.preventDefault();
};

/**
 * The home page's intro slider, on the shop's snap track: the browser lays out and scrolls the
 * row, so its first paint is plain server HTML, the first slide's picture is the LCP element
 * (preloaded with the page, fetched high) and hydration moves nothing.
 * "Next" from the last slide goes back to the first; the autoplay moves it every AUTOPLAY_MS.
 *
 * Accessibility: a carousel region, slides as labelled groups, hidden slides inert (not
 * tabbable), buttons for previous/next/each slide, and a pause button for the autoplay, which
 * never starts for shoppers who prefer reduced motion.
 */
export function IntroSlider({
  slides,
  labels,
  slideLabels,
}: {
  slides: SlideView[];
  labels: SliderLabels;
  slideLabels: string[];
}) {
  const track = useSnapTrack<HTMLDivElement>({ loop: true });
  const { ref, index: active, goTo, step } = track;
  const autoplay = useSnapAutoplay(track, AUTOPLAY_MS);

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={labels.region} {...autoplay.hold}>
      <div
        ref={ref}
        className={snap.track}
        aria-live={autoplay.state === 'playing' ? 'off' : 'polite'}
        onKeyDown={keepArrowsOnSlide}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={snap.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabels[i]}
            inert={i !== active}
          >
            <div className={`container ${styles.inner}`}>
              <div className={styles.copy}>
                <p className={styles.kicker}>{slide.kicker}</p>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <Link href={slide.href} className={buttonClass('primary')}>
                  {slide.cta}
                </Link>
              </div>
              {/* A plain img: the slides are SVG drawings the optimiser would pass through untouched,
                  and next/image would add its client code (about 4 KiB) to the home page. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={slide.image}
                alt={slide.imageAlt}
                width={960}
                height={720}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? 'sync' : 'async'}
                className={styles.picture}
              />
            </div>
          </div>
        ))}
      </div>
      <div className={`container ${styles.controls}`}>
        <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label={labels.previous}>
          <Icon name="chevron-left" size={20} />
        </button>
        <SlideDots labels={labels.goTo} current={active} onPick={goTo} className={styles.dots} />
        <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={labels.next}>
          <Icon name="chevron-right" size={20} />
        </button>
        {autoplay.state !== 'off' && (
          <button
            type="button"
            className={styles.pause}
            onClick={autoplay.toggle}
            aria-label={autoplay.state === 'playing' ? labels.pause : labels.play}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={autoplay.state === 'playing' ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l10.5-6.5z'} />
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}
