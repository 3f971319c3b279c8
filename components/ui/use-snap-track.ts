'use client';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface SnapTrackState {
  /** The first slide (wholly or mostly) in view. */
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

interface SnapTrackOptions {
  /** "Next" from the end goes back to the first slide, "previous" from the start to the last. */
  loop?: boolean;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const smooth = (): ScrollBehavior => (window.matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth');

/** Where the row stands now, read from the page (RTL is not a shop language). */
function read(el: HTMLElement): SnapTrackState {
  const slides = el.children;
  let index = 0;
  // The slide whose start is nearest the track's scroll position.
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
  return { index, atStart, atEnd };
}

/**
 * A row of slides that the browser scrolls itself (CSS scroll-snap, `overflow-x: auto`): touch
 * swipes, trackpads and focus all work with no script, and the first slide paints with the
 * server's HTML, so no page needs a slider library at load. This hook adds what a slider's buttons
 * need: which slide is in view, whether the row is at either end, scrolling to a slide, by one
 * slide (`step`, round the ends with `loop`) or by a page, and the arrow keys. The track must be
 * the slides' offset parent (`position: relative`). `useSnapAutoplay` plays it by itself.
 */
export function useSnapTrack<T extends HTMLElement>({ loop = false }: SnapTrackOptions = {}) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<SnapTrackState>({ index: 0, atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const next = read(el);
    setState((s) => (s.index === next.index && s.atStart === next.atStart && s.atEnd === next.atEnd ? s : next));
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

  /** One slide forward (1) or back (-1), from where the row stands when asked. */
  const step = useCallback(
    (direction: 1 | -1) => {
      const el = ref.current;
      if (!el) return;
      const now = read(el);
      if (loop && direction === 1 && now.atEnd) goTo(0);
      else if (loop && direction === -1 && now.atStart) goTo(el.children.length - 1);
      else goTo(now.index + direction);
    },
    [goTo, loop],
  );

  /** One view's width forward (1) or back (-1). */
  const page = useCallback((direction: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy({ left: direction * el.clientWidth, behavior: smooth() });
  }, []);

  /** Left and right arrows step the row, for the element that holds the slider's focus. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      // Alt+arrow is the browser's back and forward; the others select or move the page.
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    },
    [step],
  );

  return { ref, ...state, goTo, step, page, onKeyDown };
}
