'use client';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useApiRead } from './use-api-read';

export interface ApiReadProps {
  /** The `/api` address to read, or null while there is nothing to ask. */
  url: string | null;
  /** Read only once `url` has stayed the same this many milliseconds (a term being typed). */
  settle?: number;
  /** Hears each answer for `url` once, also one SWR already holds from an earlier read. */
  onAnswer: (url: string, answer: unknown) => void;
  /** Hears that the read of `url` failed; a read cancelled because the question changed is not a failure. */
  onFailure: (url: string, error: unknown) => void;
}

const cancelled = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * One public read of our own `/api` through the shop's reader (use-api-read.ts), for `ApiRead` (which loads this lazily) and for
 * code that loads lazily itself: it renders nothing and hands the answer to the island that
 * asked. A request still on its way when `url` changes, or when the island goes, is aborted, so a
 * late answer never lands on a newer question. An answer SWR holds is used as it is, not read
 * again on focus or when an island comes back: these reads are public, and a page load starts
 * afresh.
 */
export function SwrRead({ url, settle, onAnswer, onFailure }: ApiReadProps): null {
  // With `settle`, every change of `url` unsettles it, and only a settled url is read (SWR's key).
  const [settled, setSettled] = useState<string | null>(null);
  const [last, setLast] = useState(url);
  if (last !== url) {
    setLast(url);
    setSettled(null);
  }
  useEffect(() => {
    if (url === null || !settle) return;
    const timer = setTimeout(() => setSettled(url), settle);
    return () => clearTimeout(timer);
  }, [url, settle]);
  const key = !settle || settled === url ? url : null;

  // One controller per address: SWR starts the next read before this effect lets go of the last.
  const inFlight = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const reads = inFlight.current;
    return () => {
      if (key === null) return;
      reads.get(key)?.abort();
      reads.delete(key);
    };
  }, [key]);

  const { data } = useApiRead(
    key === null
      ? null
      : {
          url: key,
          shared: true,
          signal: () => {
            const controller = new AbortController();
            inFlight.current.set(key, controller);
            return controller.signal;
          },
        },
    (answer) => answer,
    {
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      // SWR calls this only for a read this component started whose url is still the one asked,
      // so an error it keeps from an earlier visit never shows as a new failure.
      onError: (error) => {
        if (!cancelled(error)) onFailure(key!, error);
      },
    },
  );

  const answered = useEffectEvent((asked: string, answer: unknown) => onAnswer(asked, answer));
  const told = useRef<{ url: string; data: unknown } | null>(null);
  useEffect(() => {
    if (key === null || data === undefined || (told.current?.url === key && told.current.data === data)) return;
    told.current = { url: key, data };
    answered(key, data);
  }, [key, data]);
  return null;
}
