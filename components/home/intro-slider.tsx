'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
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
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (change: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/**
 * The home page's intro slider. Its first paint is plain server HTML laid out exactly as Swiper
 * lays it out (a flex track, one slide wide), so the first slide's picture is the LCP element
 * (inlined by the page as a data URI, painted with the first frame) and nothing moves when Swiper
 * arrives: the library loads when the shopper reaches for the slider or when the autoplay first
 * moves it (after AUTOPLAY_MS), not while the page is still starting up. The autoplay is a timer
 * of ours rather than Swiper's module, which redraws a countdown on every animation frame.
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
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const loading = useRef<Promise<SwiperInstance | null> | null>(null);
  const [active, setActive] = useState(0);
  // The server renders no autoplay: it cannot know the shopper's motion preference.
  const reduceMotion = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const [paused, setPaused] = useState(false);
  const autoplay = reduceMotion ? 'off' : paused ? 'paused' : 'playing';
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const held = pointerIn || focusIn;

  const load = useCallback((): Promise<SwiperInstance | null> => {
    loading.current ??= (async () => {
      const { default: Swiper } = await import('swiper');
      const el = viewport.current;
      if (!el) return null;
      const instance = new Swiper(el, {
        wrapperClass: styles.track,
        slideClass: styles.slide,
        rewind: true,
        speed: 550,
        on: { slideChange: (s) => setActive(s.realIndex) },
      });
      swiper.current = instance;
      return instance;
    })();
    return loading.current;
  }, []);

  useEffect(() => {
    return () => {
      swiper.current?.destroy(true, false);
      swiper.current = null;
      loading.current = null;
    };
  }, []);

  const go = useCallback(
    async (index: number) => {
      const s = await load();
      if (!s) return;
      if (index < 0) s.slidePrev();
      else if (index >= slides.length) s.slideNext();
      else s.slideTo(index);
    },
    [load, slides.length],
  );

  // Every slide shown (by the timer or the shopper) gets the full delay; a pointer or the keyboard
  // focus on the slider holds it, as a shopper reading a slide expects.
  useEffect(() => {
    if (autoplay !== 'playing' || held) return;
    const id = setTimeout(() => void go(slides.length), AUTOPLAY_MS);
    return () => clearTimeout(id);
  }, [autoplay, held, active, go, slides.length]);

  const toggleAutoplay = () => setPaused((p) => !p);

  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={labels.region}
      onPointerEnter={() => {
        setPointerIn(true);
        void load();
      }}
      onPointerLeave={() => setPointerIn(false)}
      onFocus={() => {
        setFocusIn(true);
        void load();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocusIn(false);
      }}
    >
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.track} aria-live={autoplay === 'playing' ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={styles.slide}
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
      </div>
      <div className={`container ${styles.controls}`}>
        <button type="button" className={styles.arrow} onClick={() => void go(-1)} aria-label={labels.previous}>
          <Icon name="chevron-left" size={20} />
        </button>
        <div className={styles.dots}>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={styles.dot}
              onClick={() => void go(i)}
              aria-label={labels.goTo[i]}
              aria-current={i === active ? 'true' : undefined}
            />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={() => void go(slides.length)} aria-label={labels.next}>
          <Icon name="chevron-right" size={20} />
        </button>
        {autoplay !== 'off' && (
          <button
            type="button"
            className={styles.pause}
            onClick={toggleAutoplay}
            aria-label={autoplay === 'playing' ? labels.pause : labels.play}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={autoplay === 'playing' ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l10.5-6.5z'} />
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}
