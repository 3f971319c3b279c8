'use client';
import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { parseListingParams, tabRoute } from '@/components/catalogue/listing-params';
import { hydrateListing, useListing } from '@/stores/listing';

/** The route a listing tab would have for this link (same normalisation as the listing page). */
export function promoTabRoute(url: URL): string {
  if (url.pathname === '/shop' || url.pathname.startsWith('/shop/')) return tabRoute(url.pathname, parseListingParams(url.searchParams));
  return url.pathname + url.search;
}

/**
 * Spec §4 "Promo tab click": if a listing tab has the link's route it becomes active, otherwise a
 * new search named by the promo text starts; then the route opens. The strip stays a server
 * component of plain links (they work without JavaScript); this island only listens for clicks on
 * `a[data-promo-tab]`.
 */
export function PromoTabClicks() {
  const router = useRouter();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-promo-tab]');
      if (!link) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const text = link.dataset.promoTab?.trim() || 'New';
      const route = promoTabRoute(url);
      void hydrateListing().then(() => {
        const { tabs, dispatch } = useListing.getState();
        const index = tabs.findIndex((tab) => tab.route === route);
        if (index >= 0) dispatch({ type: 'activate', index });
        else dispatch({ type: 'new-search', key: text, route });
        router.push(url.pathname + url.search);
      });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  return null;
}
