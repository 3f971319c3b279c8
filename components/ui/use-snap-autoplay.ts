'use client';
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { REDUCED_MOTION } from './use-snap-track';

type AutoplayState = 'off' | 'paused' | 'playing';

const subscribeMotion = (change: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/**
 * Plays a snap track (`useSnapTrack`, best with `loop`) by itself: a step forward every `delayMs`,
 * the full delay for every slide shown, whoever moved it there. A pointer over the slider or
 * the keyboard focus inside it holds the slide, as a shopper reading it expects (spread `hold` on
 * the slider); `toggle` is the pause button's. It never plays for shoppers who prefer reduced
 * motion (`off`: the pause button then has nothing to pause).
 */
export function useSnapAutoplay(
  { index, step }: { index: number; step: (direction: 1 | -1) => void },
  delayMs: number,
) {
  // The server renders no autoplay: it cannot know the shopper's motion preference.
  const reduceMotion = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const [paused, setPaused] = useState(false);
  const [pointerIn, setPointerIn] = useState(false);
  const [focusIn, setFocusIn] = useState(false);
  const state: AutoplayState = reduceMotion ? 'off' : paused ? 'paused' : 'playing';
  const held = pointerIn || focusIn;

  useEffect(() => {
    if (state !== 'playing' || held) return;
    const id = setTimeout(() => step(1), delayMs);
    return () => clearTimeout(id);
  }, [state, held, index, step, delayMs]);

  return {
    state,
    toggle: () => setPaused((p) => !p),
    hold: {
      onPointerEnter: () => setPointerIn(true),
      onPointerLeave: () => setPointerIn(false),
      onFocus: () => setFocusIn(true),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusIn(false);
      },
    },
  };
}
