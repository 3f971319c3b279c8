'use client';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { ALL_TAB_KEY, NEW_TAB_KEY, type ListingTabData } from '@/lib/domain/listing-tabs';
import { hydrateListing, useListing, type TabProduct } from '@/stores/listing';
import styles from './listing-tabs-bar.module.css';

/**
 * The listing's search tabs: every search the shopper runs in this session keeps a
 * tab; the route's tab is loaded (or reloaded when a sort is given) on every visit; tabs can be
 * switched and removed. The listing itself stays server-rendered from the URL: a tab is a way
 * back to a search, so switching is navigating. Arrow keys move between tabs, Delete removes one.
 */
export function ListingTabsBar({
  route,
  tabKey,
  orderBy,
  layout,
  data,
}: {
  route: string;
  tabKey: string;
  orderBy: string | null;
  layout: string;
  data: ListingTabData<TabProduct> | null;
}) {
  const t = useTranslations('Listing');
  const router = useRouter();
  const tabs = useListing((s) => s.tabs);
  const activeIndex = useListing((s) => s.activeIndex);
  const dispatch = useListing((s) => s.dispatch);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void hydrateListing().then(() => {
      if (!live) return;
      useListing.getState().dispatch({ type: 'load-route', route, key: tabKey, data, orderBy, layout });
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [route, tabKey, orderBy, layout, data]);

  const label = (key: string) => (key === ALL_TAB_KEY ? t('tabAll') : key === NEW_TAB_KEY ? t('tabNew') : key);

  function remove(index: number) {
    const wasActive = index === activeIndex;
    dispatch({ type: 'remove-tab', index });
    if (!wasActive) return;
    const state = useListing.getState();
    const next = state.tabs[state.activeIndex];
    router.push(next ? next.route : '/shop');
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const links = [...(event.currentTarget.closest('ul')?.querySelectorAll<HTMLAnchorElement>('a[data-tab]') ?? [])];
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const delta = event.key === 'ArrowRight' ? 1 : -1;
      links[(index + delta + links.length) % links.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      links[event.key === 'Home' ? 0 : links.length - 1]?.focus();
    } else if (event.key === 'Delete') {
      event.preventDefault();
      remove(index);
    }
  }

  return (
    <nav className={styles.bar} aria-label={t('tabsLabel')} data-ready={ready || undefined}>
      {ready && tabs.length > 0 && (
        <ul className={styles.tabs}>
          {tabs.map((tab, i) => {
            const active = i === activeIndex;
            return (
              <li key={tab.route} className={styles.tab} data-active={active || undefined}>
                <Link
                  href={tab.route}
                  data-tab=""
                  className={styles.link}
                  aria-current={active ? 'page' : undefined}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  prefetch={false}
                >
                  <span className={styles.key}>{label(tab.key)}</span>
                  {tab.data && <span className={styles.count}>{tab.data.totalCount}</span>}
                </Link>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => remove(i)}
                  aria-label={t('tabRemove', { tab: label(tab.key) })}
                >
                  <Icon name="close" size={14} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
