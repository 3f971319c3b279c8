'use client';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { ApiRead } from '@/components/ui/api-read';
import { buttonClass } from '@/components/ui/button';
import { useListing } from '@/stores/listing';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { listingPageUrl, type ListingPageAnswer } from './listing-answer';
import { listingHref, type ListingParams, type ViewMode } from './listing-params';
import gridStyles from './product-grid.module.css';
import styles from './infinite-products.module.css';

// The cards, prices and pictures of the pages that follow load with the first "Load more".
const MoreProductItems = lazy(() => import('./more-product-items').then((m) => ({ default: m.MoreProductItems })));

/**
 * The infinite-scroll variant: the first page is server-rendered like any other (the `children`,
 * one list item per product, and `initialIds`); when the end of the list comes into view
 * (IntersectionObserver) the next page is read from /api/listing (`ApiRead`), its cards rendered
 * here without the products already shown, and appended to the active search tab (load-more
 * appends products to the active tab). The "Load more" control is a link to the next page, so
 * without JavaScript (or without IntersectionObserver) it still leads on.
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
  const locale = useLocale();
  const [more, setMore] = useState<Product[]>([]);
  const seen = useRef(new Set(initialIds));
  const [page, setPage] = useState(params.page);
  const [lastPage, setLastPage] = useState(pages);
  const [asking, setAsking] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [announce, setAnnounce] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const done = page >= lastPage;

  const loadMore = useCallback(() => {
    if (status === 'loading' || done) return;
    setStatus('loading');
    setAsking(listingPageUrl({ ...params, page: page + 1 }, locale));
  }, [status, done, params, page, locale]);

  const onAnswer = (_url: string, body: unknown) => {
    const answer = body as ListingPageAnswer;
    const fresh = answer.products.filter((p) => !seen.current.has(p.id));
    fresh.forEach((p) => seen.current.add(p.id));
    setMore((list) => [...list, ...fresh]);
    setPage(answer.current_page);
    setLastPage(answer.pages);
    setAsking(null);
    setStatus('idle');
    setAnnounce(t('loadedMore', { count: answer.products.length }));
    useListing.getState().dispatch({
      type: 'load-more',
      data: {
        products: answer.products.map(({ sku, slug, name }) => ({ sku, slug, name })),
        current_page: answer.current_page,
        pages: answer.pages,
        totalCount: answer.totalCount,
        is_last: answer.is_last,
      },
    });
  };

  const onFailure = (_url: string, error: unknown) => {
    console.warn('listing.load-more', { page: page + 1, error: String(error) });
    setAsking(null);
    setStatus('error');
  };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || done || status === 'error' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [done, status, loadMore]);

  function onClick(event: MouseEvent) {
    event.preventDefault();
    loadMore();
  }

  return (
    <>
      <ul
        className={`${gridStyles.grid} ${view === 'list' ? gridStyles.list : ''}`}
        style={{ '--cols': columns } as CSSProperties}
        aria-label={label}
      >
        {children}
        {(asking || more.length > 0) && (
          <Suspense fallback={null}>
            <MoreProductItems products={more} view={view} />
          </Suspense>
        )}
      </ul>
      {asking && <ApiRead url={asking} onAnswer={onAnswer} onFailure={onFailure} />}
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
