'use client';
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { contentLang } from '@/lib/content-lang';
import { HOME_COUNTS } from '@/lib/home/home-counts';
import styles from './popular-tabs.module.css';
import {
  CardRowOutcome,
  CardRowPlaceholder,
  type CardRowTexts,
  type CardsOutcome,
} from '@/components/catalogue/card-row-states';

// The other tabs' read and cards load with the first of them opened (or hovered).
const ListingRow = lazy(() => import('./listing-row').then((m) => ({ default: m.ListingRow })));

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
  texts: CardRowTexts;
}) {
  // Tab labels are the back-end's category names (Italian).
  const lang = contentLang(useLocale());
  const [selected, setSelected] = useState(0);
  // Per tab after the first: how often its products were asked for (a new try reads anew), and what came.
  const [asked, setAsked] = useState<Record<number, number>>({});
  const [outcomes, setOutcomes] = useState<Record<number, CardsOutcome>>({});
  const requested = useRef(new Set<number>([0]));
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const load = (index: number, force = false) => {
    if (!tabs[index] || (requested.current.has(index) && !force)) return;
    requested.current.add(index);
    setOutcomes(({ [index]: _before, ...rest }) => rest);
    setAsked((a) => ({ ...a, [index]: (a[index] ?? 0) + 1 }));
  };

  // A failed read may be asked again; an empty category is remembered like any answer.
  const settle = (index: number, outcome: CardsOutcome) => {
    if (outcome === 'failed') requested.current.delete(index);
    setOutcomes((s) => ({ ...s, [index]: outcome }));
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

  const placeholder = <CardRowPlaceholder loading={texts.loading} />;

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
          aria-busy={i === selected && i > 0 && outcomes[i] === undefined ? true : undefined}
          hidden={i !== selected}
          className={styles.panel}
        >
          {i === 0 ? (
            first
          ) : (
            <CardRowOutcome outcome={outcomes[i]} texts={texts} retry={() => load(i, true)}>
              {asked[i] ? (
                <Suspense fallback={i === selected && placeholder}>
                  <ListingRow
                    key={asked[i]}
                    query={{ category: tab.slug, order_by: 'popularity' }}
                    count={HOME_COUNTS.perTab}
                    label={tab.label}
                    placeholder={i === selected && placeholder}
                    onSettled={(outcome) => settle(i, outcome)}
                  />
                </Suspense>
              ) : (
                i === selected && placeholder
              )}
            </CardRowOutcome>
          )}
        </div>
      ))}
    </div>
  );
}
