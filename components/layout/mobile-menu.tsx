'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { MenuLink } from '@/lib/domain/menu-tree';
import { useUi } from '@/stores/ui';
import { Icon } from '@/components/ui/icon';
import type { SearchCategory } from './header-search';
import styles from './mobile-menu.module.css';

// Desktop visitors never open it: the panel's code loads when the menu first opens (and is warmed
// when a finger or pointer reaches the burger).
const loadPanel = () => import('./mobile-menu-panel').then((m) => m.MobileMenuPanel);
const MobileMenuPanel = dynamic(loadPanel, { ssr: false });

/** Mobile (< 768 px) slide-in menu with search, opened by the burger or the bottom bar. */
export function MobileMenu({ menu, categories }: { menu: MenuLink[]; categories: SearchCategory[] }) {
  const t = useTranslations('Header');
  const open = useUi((s) => s.drawer === 'menu');
  const openDrawer = useUi((s) => s.openDrawer);
  return (
    <>
      <button
        type="button"
        className={styles.burger}
        onClick={() => openDrawer('menu')}
        onPointerEnter={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
      >
        <Icon name="menu" size={24} />
      </button>
      {open && <MobileMenuPanel menu={menu} categories={categories} />}
    </>
  );
}
