'use client';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { useListing } from '@/stores/listing';
import { ProductCard } from './product-card';
import { listingHref, listingSearch, type ListingParams, type ViewMode } from './listing-params';
import gridStyles from './product-grid.module.css';
import styles from './infinite-products.module.css';

interface PageAnswer {
  products: Product[];
  current_page: number;
  pages: number;
  totalCount: number;
  is_last?: boolean;
}

/**
 * The infinite-scroll variant: the first page is server-rendered like any other; when the end of
 * the list comes into view (IntersectionObserver) the next page is fetched from /api/listing and
 * appended, and appended to the active search tab (spec §4 "Load-more appends products to the
 * active tab"). The "Load more" control is a link to the next page, so without JavaScript (or
 * without IntersectionObserver) it still leads on.
 */
export function InfiniteProducts({
  basePath,
  params,
  initial,
  pages,
  totalCount,
  view,
  columns,
  label,
}: {
  basePath: string;
  params: ListingParams;
  initial: Product[];
  pages: number;
  totalCount: number;
  view: ViewMode;
  columns: number;
  label: string;
}) {
  const t = useTranslations('Listing');
  const locale = useLocale();
  const [products, setProducts] = useState(initial);
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
      const search = listingSearch({ ...params, page: next });
      const res = await fetch(`/api/listing?${search}${search ? '&' : ''}locale=${locale}`, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const answer = (await res.json()) as PageAnswer;
      setProducts((list) => {
        const seen = new Set(list.map((p) => p.id));
        return [...list, ...answer.products.filter((p) => !seen.has(p.id))];
      });
      setPage(answer.current_page);
      setLastPage(answer.pages);
      setStatus('idle');
      setAnnounce(t('loadedMore', { count: answer.products.length }));
      useListing.getState().dispatch({
        type: 'load-more',
        data: {
          products: answer.products.map((p) => ({ sku: p.sku, slug: p.slug, name: p.name })),
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
  }, [done, page, params, locale, t]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || done || status === 'error' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadMore();
    }, { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [done, status, loadMore]);

  function onClick(event: MouseEvent) {
    event.preventDefault();
    void loadMore();
  }

  return (
    <>
      <ul className={`${gridStyles.grid} ${view === 'list' ? gridStyles.list : ''}`} style={{ '--cols': columns } as CSSProperties} aria-label={label}>
        {products.map((product, i) => (
          <li key={product.id} className={gridStyles.item}>
            <ProductCard product={product} layout={view} priority={i < 4} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        <p className={styles.progress}>{t('infiniteProgress', { shown: products.length, total: totalCount })}</p>
        {status === 'error' && (
          <p className={styles.error} role="alert">
            {t('loadMoreFailed')}
          </p>
        )}
        {!done && (
          <Link href={listingHref(basePath, params, { page: page + 1 })} className={buttonClass('secondary')} onClick={onClick} aria-disabled={status === 'loading' || undefined} scroll={false}>
            {status === 'loading' ? t('loadingMore') : status === 'error' ? t('loadMoreRetry') : t('loadMore')}
          </Link>
        )}
        {done && products.length > 0 && <p className={styles.end}>{t('infiniteEnd')}</p>}
        <p className="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </div>
    </>
  );
}
