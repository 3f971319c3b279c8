import { getTranslations } from 'next-intl/server';
import type { MenuNode } from '@/lib/domain/menu-tree';
import styles from './category-tiles.module.css';

/** The top categories of the server menu as tiles with their pictures. */
export async function CategoryTiles({ categories }: { categories: MenuNode[] }) {
  const t = await getTranslations('Home');
  if (categories.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-categories">
      <h2 id="home-categories">{t('categoriesTitle')}</h2>
      <ul className={styles.grid}>
        {categories.map((c) => (
          <li key={c.name}>
            <a href={c.url} className={styles.tile}>
              {c.category_menu_image ? (
                // eslint-disable-next-line @next/next/no-img-element -- SVG category art from our /files route
                <img
                  src={c.category_menu_image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
              ) : (
                <span className={styles.image} />
              )}
              <span className={styles.label} lang={c.lang}>
                {c.label}
              </span>
              {c.children.length > 0 && (
                <span className={styles.count}>{t('subcategories', { count: c.children.length })}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
