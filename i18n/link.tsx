'use client';
import { useState, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const { Link: LocaleLink } = createNavigation(routing);

/**
 * The shop's link: client-side navigation like next/link, but a route is prefetched only once the
 * shopper points at (mouse, pen or finger) or focuses the link, not whenever it scrolls into view.
 * A page shows dozens of links (menu, cards, footer); prefetching them all cost about 60 ms of
 * main thread per page load (×4 on a mid-range phone) and a burst of requests to the server. An
 * explicit `prefetch` still wins.
 */
export function Link({ prefetch, onPointerEnter, onFocus, ...props }: ComponentProps<typeof LocaleLink>) {
  const [wanted, setWanted] = useState(false);
  return (
    <LocaleLink
      {...props}
      prefetch={prefetch ?? (wanted ? null : false)}
      onPointerEnter={(event) => {
        setWanted(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
