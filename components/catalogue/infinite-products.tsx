'use client';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { useListing } from '@/stores/listing';
import { loadListingPage } from './listing-actions';
import { listingHref, listingSearch, type ListingParams, type ViewMode } from './listing-params';
import gridStyles from './product-grid.module.css';
import styles from './infinite-products.module.css';

/**
 * The infinite-scroll variant: the first page is server-rendered like any other (the `children`,
 * one list item per product, and `initialIds`); when the end of the list comes into view
 * (IntersectionObserver) the next page is rendered by a server action and appended, and appended
 * to the active search tab (load-more appends products to the active tab). The "Load
 * more" control is a link to the next page, so without JavaScript (or without
 * IntersectionObserver) it still leads on.
 */
export function InfiniteProducts({
  basePath,
  params,
  initialIds,
  children,
  pages,
  totalCount,
  view,
  columns,
  label,
}: {
  basePath: string;
  params: ListingParams;
  initialIds: string[];
  children: ReactNode;
  pages: number;
  totalCount: number;
  view: ViewMode;
  columns: number;
  label: string;
}) {
  const t = useTranslations('Listing');
  const [more, setMore] = useState<{ id: string; card: ReactNode }[]>([]);
  const seen = useRef(new Set(initialIds));
  const [page, setPage] = useState(params.page);
  const [lastPage, setLastPage] = useState(pages);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [announce, setAnnounce] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const done = page >= lastPage;

  const loadMore = useCallback(async () => {
    if (loading.current || done) return;
    loading.current = true;
    setStatus('loading');
    const next = page + 1;
    try {
      const answer = await loadListingPage(listingSearch({ ...params, page: next }), view);
      if (!answer.ok) throw new Error(answer.reason);
      const fresh = answer.cards.filter((c) => !seen.current.has(c.id));
      fresh.forEach((c) => seen.current.add(c.id));
      setMore((list) => [...list, ...fresh]);
      setPage(answer.current_page);
      setLastPage(answer.pages);
      setStatus('idle');
      setAnnounce(t('loadedMore', { count: answer.products.length }));
      useListing.getState().dispatch({
        type: 'load-more',
        data: {
          products: answer.products,
          current_page: answer.current_page,
          pages: answer.pages,
          totalCount: answer.totalCount,
          is_last: answer.is_last,
        },
      });
    } catch (error) {
      console.warn('listing.load-more', { page: next, error: String(error) });
      setStatus('error');
    } finally {
      loading.current = false;
    }
  }, [done, page, params, view, t]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || done || status === 'error' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [done, status, loadMore]);

  function onClick(event: MouseEvent) {
    event.preventDefault();
    void loadMore();
  }

  return (
    <>
      <ul
        className={`${gridStyles.grid} ${view === 'list' ? gridStyles.list : ''}`}
        style={{ '--cols': columns } as CSSProperties}
        aria-label={label}
      >
        {children}
        {more.map((m) => m.card)}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        <p className={styles.progress}>
          {t('infiniteProgress', { shown: initialIds.length + more.length, total: totalCount })}
        </p>
        {status === 'error' && (
          <p className={styles.error} role="alert">
            {t('loadMoreFailed')}
          </p>
        )}
        {!done && (
          <Link
            href={listingHref(basePath, params, { page: page + 1 })}
            className={buttonClass('secondary')}
            onClick={onClick}
            aria-disabled={status === 'loading' || undefined}
            scroll={false}
          >
            {status === 'loading' ? t('loadingMore') : status === 'error' ? t('loadMoreRetry') : t('loadMore')}
          </Link>
        )}
        {done && initialIds.length + more.length > 0 && <p className={styles.end}>{t('infiniteEnd')}</p>}
        <p className="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </div>
    </>
  );
}
