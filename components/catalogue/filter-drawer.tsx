'use client';
import { useCallback, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import styles from './filter-drawer.module.css';

const NARROW = '(max-width: 991px)';
function subscribeNarrow(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
function isNarrow() {
  return typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;
}

/**
 * Where the filters live: `sidebar` is a column on wide screens and an off-canvas panel below
 * 992 px; `drawer` is always off-canvas (the off-canvas and grid variants). The toggle is a link
 * to `#shop-filters` so the panel still opens without JavaScript (CSS `:target`); with it, the
 * panel is a modal dialog with a focus trap, Escape and overlay to close. A new listing (a filter
 * was picked: `resetKey` changes) closes it so the shopper sees the results.
 */
export function FilterDrawer({
  mode,
  side = 'left',
  activeCount,
  resetKey,
  children,
}: {
  mode: 'sidebar' | 'drawer';
  side?: 'left' | 'right';
  activeCount: number;
  resetKey: string;
  children: ReactNode;
}) {
  const t = useTranslations('Listing');
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(resetKey);
  const panel = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // In sidebar mode the panel is a dialog only while the screen is narrow.
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);
  const modal = mode === 'drawer' || narrow;
  const dialog = open && modal;
  useFocusTrap(panel, dialog, close);

  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setOpen(false);
  }

  function toggle(event: MouseEvent) {
    event.preventDefault();
    setOpen((o) => !o);
  }

  return (
    <div className={`${styles.slot} ${mode === 'drawer' ? styles.drawerMode : styles.sidebarMode}`}>
      <a
        href="#shop-filters"
        role="button"
        className={styles.toggle}
        aria-controls="shop-filters"
        aria-expanded={open}
        onClick={toggle}
      >
        <Icon name="menu" size={18} />
        {t('filtersButton')}
        {activeCount > 0 && <span className={styles.badge}>{t('filtersActive', { count: activeCount })}</span>}
      </a>
      {dialog && <div className={styles.overlay} onClick={close} aria-hidden="true" />}
      <aside
        id="shop-filters"
        ref={panel}
        className={`${styles.panel} ${side === 'right' ? styles.right : styles.left}`}
        data-open={open || undefined}
        aria-label={t('filtersTitle')}
        {...(dialog ? { role: 'dialog', 'aria-modal': true, tabIndex: -1 } : {})}
      >
        <div className={styles.head}>
          <h2 className={styles.title}>{t('filtersTitle')}</h2>
          {/* Without JavaScript, "#" clears the :target and so closes the panel. */}
          <a
            href="#"
            role="button"
            className={styles.close}
            onClick={(e) => (e.preventDefault(), close())}
            aria-label={t('filtersClose')}
          >
            <Icon name="close" size={20} />
          </a>
        </div>
        <div className={styles.body}>{children}</div>
      </aside>
    </div>
  );
}
