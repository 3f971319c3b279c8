'use client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ListingParams } from '@/lib/domain/listing-url';
import states from './row-states.module.css';

// The read and the cards load with the first row the shopper scrolls near.
const ListingRow = lazy(() => import('./listing-row').then((m) => ({ default: m.ListingRow })));

/**
 * A row of products far down the home page, read from /api/listing when the shopper scrolls within
 * a screen of it: its cards were markup and payload in every visit's HTML, for a row most
 * visitors never reach. The server has checked the listing has products (the section is not drawn
 * otherwise); should the read fail, the row says so and reads again when asked.
 */
export function RowWhenNear({
  query,
  count,
  label,
  texts,
}: {
  query: Partial<ListingParams>;
  count: number;
  label: string;
  texts: { loading: string; failed: string; retry: string };
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [asked, setAsked] = useState(1);
  const [shown, setShown] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const node = place.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // A browser that cannot tell reads at once, once the page is drawn.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = (
    <div className={states.placeholder} role="status">
      <span className="visually-hidden">{texts.loading}</span>
    </div>
  );
  return (
    <div ref={place} aria-busy={near && shown === undefined ? true : undefined}>
      {shown === false ? (
        <p className={states.state}>
          {texts.failed}{' '}
          <button
            type="button"
            className={states.retry}
            onClick={() => {
              setShown(undefined);
              setAsked((n) => n + 1);
            }}
          >
            {texts.retry}
          </button>
        </p>
      ) : near ? (
        <Suspense fallback={placeholder}>
          <ListingRow
            key={asked}
            query={query}
            count={count}
            label={label}
            placeholder={placeholder}
            onSettled={setShown}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
