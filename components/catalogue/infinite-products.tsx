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
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import type { ListingPageAnswer } from '@/lib/catalogue/listing-answer';
import { listingHref, type ListingParams, type ViewMode } from '@/lib/catalogue/listing-params';
import gridStyles from './product-grid.module.css';
import styles from './infinite-products.module.css';
import { log } from '@/lib/log';

// The pages that follow (their read, cards, prices and pictures) load with the first "Load more".
const MoreProducts = lazy(() => import('./more-products').then((m) => ({ default: m.MoreProducts })));

/**
 * The infinite-scroll variant: the first page is server-rendered like any other (the `children`,
 * one list item per product, and `initialIds`); when the end of the list comes into view
 * (IntersectionObserver) the next page is read from /api/listing and appended without the
 * products already shown (`MoreProducts`). The "Load more" control is a link to the next page, so
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
  const [started, setStarted] = useState(false);
  const [wanted, setWanted] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(initialIds.length);
  const [page, setPage] = useState(params.page);
  const [lastPage, setLastPage] = useState(pages);
  const [announce, setAnnounce] = useState('');
  const sentinel = useRef<HTMLDivElement>(null);
  const status = wanted !== null ? 'loading' : failed ? 'error' : 'idle';
  const done = page >= lastPage;

  const loadMore = useCallback(() => {
    if (wanted !== null || done) return;
    setStarted(true);
    setFailed(false);
    setWanted(page + 1);
  }, [wanted, done, page]);

  const onPage = (answer: ListingPageAnswer, added: number) => {
    setShown((before) => before + added);
    setPage(answer.current_page);
    setLastPage(answer.pages);
    setWanted(null);
    setAnnounce(t('loadedMore', { count: answer.products.length }));
  };

  const onFailure = (error: unknown) => {
    log.warn('listing.load-more', { page: page + 1, error: String(error) });
    setWanted(null);
    setFailed(true);
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
        {started && (
          <Suspense fallback={null}>
            <MoreProducts
              params={params}
              view={view}
              wanted={wanted}
              initialIds={initialIds}
              onPage={onPage}
              onFailure={onFailure}
            />
          </Suspense>
        )}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        <p className={styles.progress}>{t('infiniteProgress', { shown, total: totalCount })}</p>
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
        {done && shown > 0 && <p className={styles.end}>{t('infiniteEnd')}</p>}
        <p className="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </div>
    </>
  );
}
