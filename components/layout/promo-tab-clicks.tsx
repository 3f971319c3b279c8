'use client';
import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { withSearchTabs } from './search-tabs';

/**
 * A promo tab click: if a listing tab has the link's route it becomes active, otherwise a
 * new search named by the promo text starts (./promo-tab-route, loaded with the tabs on the first
 * click); then the route opens. The strip stays a server component of plain links (they work
 * without JavaScript); this island only listens for clicks on `a[data-promo-tab]`.
 */
export function PromoTabClicks() {
  const router = useRouter();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-promo-tab]');
      if (!link) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      // The tab's words are the link's (its icon has none).
      const text = link.textContent?.trim() || 'New';
      withSearchTabs(
        (tabs) => import('./promo-tab-route').then(({ recordPromoTab }) => recordPromoTab(tabs, url, text)),
        () => router.push(url.pathname + url.search),
      );
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  return null;
}
