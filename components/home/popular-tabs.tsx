'use client';
import { useRef, useState, useTransition, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { contentLang } from '@/lib/content-lang';
import { loadPopularTab } from './home-actions';
import styles from './popular-tabs.module.css';

export interface PopularTab {
  slug: string;
  label: string;
}

/**
 * The home page's popular categories as tabs (WAI-ARIA tabs pattern: arrow keys, Home and End
 * move between tabs, only the selected tab is in the Tab order). The first panel comes with the
 * page; the others are rendered on the server when first opened (or hovered), so the home page
 * stays light.
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
  // Tab labels are the back-end's category names (Italian).
  const lang = contentLang(useLocale());
  const [selected, setSelected] = useState(0);
  const [panels, setPanels] = useState<Record<number, ReactNode>>({ 0: first });
  const [failed, setFailed] = useState<Record<number, boolean>>({});
  const [, startTransition] = useTransition();
  const requested = useRef(new Set<number>([0]));
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const load = (index: number, force = false) => {
    const tab = tabs[index];
    if (!tab || (requested.current.has(index) && !force)) return;
    requested.current.add(index);
    setFailed((f) => ({ ...f, [index]: false }));
    startTransition(async () => {
      try {
        const node = await loadPopularTab(tab.slug, tab.label);
        if (!node) throw new Error('empty');
        // An update after an await leaves the transition; without this one, a card island whose
        // code is still loading would hide the whole section behind its Suspense boundary.
        startTransition(() => setPanels((p) => ({ ...p, [index]: node })));
      } catch {
        requested.current.delete(index);
        setFailed((f) => ({ ...f, [index]: true }));
      }
    });
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
          aria-busy={i === selected && !panels[i] && !failed[i] ? true : undefined}
          hidden={i !== selected}
          className={styles.panel}
        >
          {panels[i] ??
            (failed[i] ? (
              <p className={styles.state}>
                {texts.failed}{' '}
                <button type="button" className={styles.retry} onClick={() => load(i, true)}>
                  {texts.retry}
                </button>
              </p>
            ) : (
              i === selected && (
                <div className={styles.placeholder} role="status">
                  <span className="visually-hidden">{texts.loading}</span>
                </div>
              )
            ))}
        </div>
      ))}
    </div>
  );
}
