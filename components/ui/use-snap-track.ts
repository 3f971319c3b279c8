'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

interface SnapTrackState {
  /** The first slide (wholly or mostly) in view. */
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

const smooth = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * A row of slides that the browser scrolls itself (CSS scroll-snap, `overflow-x: auto`): touch
 * swipes, trackpads and focus all work with no script, so the product page needs no slider
 * library at load. This hook adds what a slider's buttons need: which slide is in view, whether
 * the row is at either end, and scrolling to a slide or by a page. The track must be the slides'
 * offset parent (`position: relative`).
 */
export function useSnapTrack<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [state, setState] = useState<SnapTrackState>({ index: 0, atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const slides = el.children;
    let index = 0;
    // The slide whose start is nearest the track's scroll position (RTL is not a shop language).
    let best = Infinity;
    for (let i = 0; i < slides.length; i++) {
      const distance = Math.abs((slides[i] as HTMLElement).offsetLeft - el.scrollLeft);
      if (distance < best) {
        best = distance;
        index = i;
      }
    }
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setState((s) => (s.index === index && s.atStart === atStart && s.atEnd === atEnd ? s : { index, atStart, atEnd }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize = new ResizeObserver(onScroll);
    resize.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      resize.disconnect();
    };
  }, [measure]);

  const goTo = useCallback((index: number, instant = false) => {
    const el = ref.current;
    const slide = el?.children[Math.max(0, Math.min(el.children.length - 1, index))] as HTMLElement | undefined;
    if (!el || !slide) return;
    el.scrollTo({ left: slide.offsetLeft, behavior: instant ? 'auto' : smooth() });
  }, []);

  /** One view's width forward (1) or back (-1). */
  const page = useCallback((direction: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy({ left: direction * el.clientWidth, behavior: smooth() });
  }, []);

  return { ref, ...state, goTo, page };
}
