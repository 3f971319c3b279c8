'use client';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { contentLang } from '@/lib/content-lang';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { ApiRead } from '@/components/ui/api-read';
import { Icon } from '@/components/ui/icon';
import { trackSearch } from '@/lib/analytics';
import { formatMoney } from '@/lib/format';
import { normalizeSearchTerm } from '@/lib/domain/search-query';
import { loadSearchTabs, withSearchTabs } from './search-tabs';
import { useSuggestions, type Suggestion } from './use-suggestions';
import styles from './header-search.module.css';

export interface SearchCategory {
  label: string;
  /** The label's language (the shopper's where translated, else the catalogue's); none when the page's. */
  lang?: string;
  value: string;
}

/**
 * Header search: submits to /shop with `search_term` and `category` (the shop's listing reads both). A plain GET form,
 * so it works before hydration and without JavaScript. With it, the input is an ARIA combobox
 * (1.2 pattern) offering product suggestions (see `useSuggestions`): arrows move through
 * them, Enter opens the chosen product, Escape and any click outside close the list.
 */
interface SearchBoxProps {
  categories: SearchCategory[];
  idPrefix?: string;
  required?: boolean;
}

/**
 * The box is in every page's static shell once. Only closing its list on a new page needs the
 * address, which is known only at request time on some pages (a product not built ahead): a watcher
 * in its own boundary, rendering nothing, reads it. A box inside the address's boundary was sent
 * twice and swapped for its streamed copy, which lost what a shopper had typed into the first.
 */
export function HeaderSearch({ categories, idPrefix = 'header', required = false }: SearchBoxProps) {
  const t = useTranslations('Search');
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The suggestions' reader loads when the shopper first comes to the box, not with every page.
  const [started, setStarted] = useState(false);
  const { items, note, loading, enabled, read } = useSuggestions(term, category, locale);

  // A new page closes the list (the search panel closes).
  const closeList = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  // What a shopper typed before React took the page over is in the box but not in `term`, and the
  // next render would empty the box: it is taken up, with the focus that came with it.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (!typed) return;
    setTerm(typed);
    if (document.activeElement !== input.current) return;
    setOpen(true);
    setStarted(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const expanded = open && enabled && items.length > 0;
  const optionId = (i: number) => `${listId}-option-${i}`;

  function choose(item: Suggestion) {
    setOpen(false);
    setActive(-1);
    router.push(item.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + delta;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (term) {
        event.preventDefault();
        setTerm('');
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const q = normalizeSearchTerm(term);
    if (required && !q) return;
    event.preventDefault();
    const form = event.currentTarget;
    trackSearch(q);
    setOpen(false);
    setActive(-1);
    // The listing's address rules come with the first search (warmed on focus), not with every
    // page; should they not load, the form goes as the plain GET it is without JavaScript.
    import('@/lib/domain/listing-url').then(
      ({ DEFAULT_PARAMS, listingHref, tabRoute }) => {
        const params = { ...DEFAULT_PARAMS, search_term: q, category };
        // A new search opens a listing tab (named by the term) and makes it active.
        withSearchTabs(
          (tabs) => tabs.dispatch({ type: 'new-search', key: q || 'All', route: tabRoute('/shop', params) }),
          () => router.push(listingHref('/shop', params)),
        );
      },
      () => form.submit(),
    );
  }

  return (
    <form
      ref={root}
      action="/shop"
      method="get"
      role="search"
      className={styles.form}
      aria-label={t('label')}
      onSubmit={onSubmit}
    >
      {categories.length > 0 && (
        <>
          <label htmlFor={`${idPrefix}-search-category`} className="visually-hidden">
            {t('category')}
          </label>
          <select
            id={`${idPrefix}-search-category`}
            name="category"
            className={styles.category}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value} lang={c.lang}>
                {c.label}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${idPrefix}-search-term`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        ref={input}
        id={`${idPrefix}-search-term`}
        name="search_term"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className={styles.input}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={120}
        required={required}
        value={term}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          setStarted(true);
          void loadSearchTabs().catch(() => undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label={t('submit')}>
        <Icon name="search" size={20} />
      </button>
      <div className={styles.popup} hidden={!expanded}>
        {note && <p className={styles.note}>{note}</p>}
        <ul id={listId} role="listbox" aria-label={t('suggestions')} className={styles.listbox}>
          {items.map((item, i) => (
            <li
              key={item.slug}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={styles.option}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(item)}
              onPointerEnter={() => setActive(i)}
            >
              {item.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- 48 px thumbnail from our /files route
                <img src={item.image.url} alt="" width={48} height={48} className={styles.thumb} />
              ) : (
                <span className={styles.thumb} />
              )}
              <span className={styles.optionName} lang={contentLang(locale)}>
                {item.name}
              </span>
              <span className={styles.optionPrice}>{priceText(locale, item)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open && enabled && !loading ? t('suggestionsCount', { count: items.length }) : ''}
      </p>
      {started && <ApiRead {...read} />}
      <Suspense fallback={null}>
        <OnNewPage run={closeList} />
      </Suspense>
    </form>
  );
}

/** Runs `run` when the page's address changes (not for the first one). Renders nothing. */
function OnNewPage({ run }: { run: () => void }) {
  const pathname = usePathname();
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    run();
  }, [pathname, run]);
  return null;
}

function priceText(locale: string, item: Suggestion): string {
  if (item.min === null) return '';
  if (item.max !== null && item.max !== item.min)
    return `${formatMoney(locale, item.min)} – ${formatMoney(locale, item.max)}`;
  return formatMoney(locale, item.min);
}
