'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { whenIdle } from '@/lib/idle';
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

/**
 * The home page's intro slider. Its first paint is plain server HTML laid out exactly as Swiper
 * lays it out (a flex track, one slide wide), so the first slide's picture is the LCP element
 * (inlined by the page as a data URI, painted with the first frame) and nothing moves when Swiper
 * arrives: the library loads after the page has loaded and the main thread is idle, or at once
 * when the shopper reaches for the controls.
 *
 * Accessibility: a carousel region, slides as labelled groups, hidden slides inert (not
 * tabbable), buttons for previous/next/each slide, and a pause button for the autoplay, which
 * never starts for shoppers who prefer reduced motion.
 */
export function IntroSlider({ slides, labels, slideLabels }: { slides: SlideView[]; labels: SliderLabels; slideLabels: string[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const loading = useRef<Promise<SwiperInstance | null> | null>(null);
  const [active, setActive] = useState(0);
  const [autoplay, setAutoplay] = useState<'off' | 'playing' | 'paused'>('off');

  const load = useCallback((): Promise<SwiperInstance | null> => {
    loading.current ??= (async () => {
      const [{ default: Swiper }, { Autoplay }] = await Promise.all([import('swiper'), import('swiper/modules')]);
      const el = viewport.current;
      if (!el) return null;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const instance = new Swiper(el, {
        modules: [Autoplay],
        wrapperClass: styles.track,
        slideClass: styles.slide,
        rewind: true,
        speed: 550,
        autoplay: reduce ? false : { delay: 7000, pauseOnMouseEnter: true, disableOnInteraction: false },
        on: { slideChange: (s) => setActive(s.realIndex) },
      });
      swiper.current = instance;
      setAutoplay(reduce ? 'off' : 'playing');
      return instance;
    })();
    return loading.current;
  }, []);

  useEffect(() => {
    let cancel = () => {};
    const schedule = () => {
      cancel = whenIdle(() => void load(), 4000, 1500);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
      swiper.current?.destroy(true, false);
      swiper.current = null;
      loading.current = null;
    };
  }, [load]);

  const go = async (index: number) => {
    const s = await load();
    if (!s) return;
    if (index < 0) s.slidePrev();
    else if (index >= slides.length) s.slideNext();
    else s.slideTo(index);
  };

  const toggleAutoplay = () => {
    const s = swiper.current;
    if (!s) return;
    if (autoplay === 'playing') {
      s.autoplay.stop();
      setAutoplay('paused');
    } else {
      s.autoplay.start();
      setAutoplay('playing');
    }
  };

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={labels.region} onPointerEnter={() => void load()} onFocusCapture={() => void load()}>
      <div ref={viewport} className={styles.viewport}>
        <div className={styles.track} aria-live={autoplay === 'playing' ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div key={slide.key} className={styles.slide} role="group" aria-roledescription="slide" aria-label={slideLabels[i]} inert={i !== active}>
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
            <button key={slide.key} type="button" className={styles.dot} onClick={() => void go(i)} aria-label={labels.goTo[i]} aria-current={i === active ? 'true' : undefined} />
          ))}
        </div>
        <button type="button" className={styles.arrow} onClick={() => void go(slides.length)} aria-label={labels.next}>
          <Icon name="chevron-right" size={20} />
        </button>
        {autoplay !== 'off' && (
          <button type="button" className={styles.pause} onClick={toggleAutoplay} aria-label={autoplay === 'playing' ? labels.pause : labels.play}>
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={autoplay === 'playing' ? 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z' : 'M8 5.5v13l10.5-6.5z'} />
            </svg>
          </button>
        )}
      </div>
    </section>
  );
}
