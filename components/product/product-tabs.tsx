'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './product-tabs.module.css';

export interface ProductTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * The details tabs, following the WAI-ARIA tabs pattern: arrow keys, Home and End move
 * between tabs (automatic activation), Tab moves into the panel. Every panel is in the HTML (the
 * hidden ones too), so search engines read the description; the reviews list is read when its
 * panel is first shown (reviews-panel-list.tsx).
 * A link to `#reviews` (the rating under the title) opens the reviews tab.
 */
export function ProductTabs({ tabs, label }: { tabs: ProductTab[]; label: string }) {
  const base = useId();
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    const fromHash = () => {
      const id = window.location.hash.slice(1);
      if (tabs.some((tab) => tab.id === id)) {
        setActive(id);
        document.getElementById(`${base}-tabs`)?.scrollIntoView({ block: 'start' });
      }
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [tabs, base]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(tabs[next]!.id);
    refs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs} id={`${base}-tabs`}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className={styles.panel}
        >
          {/* Keeps the outline h1 → h2 → h3 when a panel's own content (back-end HTML, reviews) starts at h3. */}
          <h2 className="visually-hidden">{tab.label}</h2>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
