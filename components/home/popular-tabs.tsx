'use client';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { contentLang } from '@/lib/content-lang';
import { ApiRead } from '@/components/ui/api-read';
import { DEFAULT_PARAMS } from '@/lib/domain/listing-url';
import type { Product } from '@/lib/backend/schemas/catalogue';
import { listingPageUrl, type ListingPageAnswer } from '@/components/catalogue/listing-answer';
import { HOME_COUNTS } from './home-counts';
import styles from './popular-tabs.module.css';

// The cards of the other tabs render in the browser: their code loads with the first tab opened.
const loadRow = () => import('./product-row').then((m) => ({ default: m.ProductRow }));
const ProductRow = lazy(loadRow);

export interface PopularTab {
  slug: string;
  label: string;
}

/**
 * The home page's popular categories as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End
 * move between tabs, only the selected tab is in the Tab order). The first panel comes with the
 * page; the others are read from /api/listing (the category by popularity) when first opened (or
 * hovered), so the home page stays light.
 */
export function PopularTabs({
  idPrefix,
  label,
  tabs,
  first,
  texts,
}: {
  idPrefix: string;
  label: string;
  tabs: PopularTab[];
  first: ReactNode;
  texts: { loading: string; failed: string; retry: string };
}) {
  const locale = useLocale();
  // Tab labels are the back-end's category names (Italian).
  const lang = contentLang(locale);
  const [selected, setSelected] = useState(0);
  const [panels, setPanels] = useState<Record<number, Product[]>>({});
  const [asking, setAsking] = useState<Record<number, string>>({});
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const requested = useRef(new Set<number>([0]));
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const load = (index: number, force = false) => {
    const tab = tabs[index];
    if (!tab || (requested.current.has(index) && !force)) return;
    requested.current.add(index);
    void loadRow();
    setFailed((f) => ({ ...f, [index]: false }));
    const params = { ...DEFAULT_PARAMS, category: tab.slug, order_by: 'popularity' as const };
    setAsking((a) => ({ ...a, [index]: listingPageUrl(params, locale) }));
  };

  // The tab's products, or nothing to show (a failed read, or an empty category): then it may be asked again.
  const settle = (index: number, products: Product[] | null) => {
    setAsking(({ [index]: _done, ...rest }) => rest);
    if (products && products.length > 0) {
      setPanels((p) => ({ ...p, [index]: products.slice(0, HOME_COUNTS.perTab) }));
      return;
    }
    requested.current.delete(index);
    setFailed((f) => ({ ...f, [index]: true }));
  };

  const select = (index: number, focus = false) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    load(next);
    if (focus) refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  const placeholder = (
    <div className={styles.placeholder} role="status">
      <span className="visually-hidden">{texts.loading}</span>
    </div>
  );

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.slug}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${i}`}
            aria-controls={`${idPrefix}-panel-${i}`}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
            onPointerEnter={() => load(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            lang={lang}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.slug}
          role="tabpanel"
          id={`${idPrefix}-panel-${i}`}
          aria-labelledby={`${idPrefix}-tab-${i}`}
          aria-busy={i === selected && i > 0 && !panels[i] && !failed[i] ? true : undefined}
          hidden={i !== selected}
          className={styles.panel}
        >
          {i === 0 ? (
            first
          ) : panels[i] ? (
            <Suspense fallback={placeholder}>
              <ProductRow products={panels[i]} label={tab.label} />
            </Suspense>
          ) : failed[i] ? (
            <p className={styles.state}>
              {texts.failed}{' '}
              <button type="button" className={styles.retry} onClick={() => load(i, true)}>
                {texts.retry}
              </button>
            </p>
          ) : (
            i === selected && placeholder
          )}
        </div>
      ))}
      {Object.entries(asking).map(([index, url]) => (
        <ApiRead
          key={index}
          url={url}
          onAnswer={(_url, answer) => settle(Number(index), (answer as ListingPageAnswer).products)}
          onFailure={() => settle(Number(index), null)}
        />
      ))}
    </div>
  );
}
