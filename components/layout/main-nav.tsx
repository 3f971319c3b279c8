'use client';
import type { MenuLink } from '@/lib/domain/menu-tree';
import { Icon } from '@/components/ui/icon';
import styles from './main-nav.module.css';

/**
 * The main menu built from the server's menu tree. Its submenus open on hover and on keyboard
 * focus (:focus-within), so Tab walks through every entry without JavaScript; it is drawn on the
 * server like any markup. It is a client component only so that its menu travels once: it is given
 * the same `MenuLink` list as the mobile menu, which the page's payload sends once for both,
 * where server markup went into the payload a second time as React's element tree (1.0–1.4 KB
 * gzip of every page, for about 250 B of script kept by the browser).
 */
export function MainNav({ menu, label }: { menu: MenuLink[]; label: string }) {
  // An entry left in the catalogue's language says so; a translated one speaks the page's.
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.roots}>
        {menu.map((item) => (
          <li key={item.url} className={styles.root}>
            <a href={item.url} className={styles.rootLink}>
              <span lang={item.lang}>{item.label}</span>
              {item.children.length > 0 && <Icon name="chevron-down" size={14} />}
            </a>
            {item.children.length > 0 && (
              <div className={styles.panel}>
                <ul className={styles.children}>
                  {item.children.map((child) => (
                    <li key={child.url}>
                      <a href={child.url} className={styles.childLink}>
                        {child.image && (
                          // eslint-disable-next-line @next/next/no-img-element -- small SVG icon from our /files route
                          <img
                            src={child.image}
                            alt=""
                            width={40}
                            height={40}
                            loading="lazy"
                            className={styles.childImage}
                          />
                        )}
                        <span lang={child.lang}>{child.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
