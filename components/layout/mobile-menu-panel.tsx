'use client';
import { useTranslations } from 'next-intl';
import type { MenuLink } from '@/lib/domain/menu-tree';
import { useUi } from '@/stores/ui';
import { Drawer } from '@/components/ui/drawer';
import { Icon } from '@/components/ui/icon';
import { HeaderSearch, type SearchCategory } from './header-search';
import { LocaleSwitch } from './locale-switch';
import { UserLink, WishlistLink } from './account-links';
import styles from './mobile-menu.module.css';

/** The mobile menu's panel (./mobile-menu): search, the menu tree, account links and languages. */
export function MobileMenuPanel({ menu, categories }: { menu: MenuLink[]; categories: SearchCategory[] }) {
  // An entry left in the catalogue's language says so; a translated one speaks the page's.
  const t = useTranslations('Header');
  const open = useUi((s) => s.drawer === 'menu');
  const closeAll = useUi((s) => s.closeAll);
  return (
    <>
      <Drawer
        open={open}
        onClose={closeAll}
        side="left"
        title={t('categories')}
        closeLabel={t('closeMenu')}
        width="var(--mobile-sidebar-width)"
      >
        <div className={styles.search}>
          <HeaderSearch categories={categories} idPrefix="mobile" required />
        </div>
        <nav aria-label={t('mainMenu')}>
          <ul className={styles.list}>
            {menu.map((item) => (
              <li key={item.url}>
                {item.children.length > 0 ? (
                  <details className={styles.group}>
                    <summary className={styles.summary}>
                      <span lang={item.lang}>{item.label}</span>
                      <Icon name="chevron-down" size={16} />
                    </summary>
                    <ul className={styles.sublist}>
                      <li>
                        <a href={item.url} className={styles.link}>
                          {t('allIn', { label: item.label })}
                        </a>
                      </li>
                      {item.children.map((child) => (
                        <li key={child.url}>
                          <a href={child.url} className={styles.link} lang={child.lang}>
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <a href={item.url} className={styles.summary} lang={item.lang}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.extras}>
          <UserLink variant="text" />
          <WishlistLink variant="text" />
          <LocaleSwitch className={styles.locales} />
        </div>
      </Drawer>
    </>
  );
}
