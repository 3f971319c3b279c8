/** The B2C menu, as omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu answers it (docs/backend/catalogue.md). */
import type { Database } from 'better-sqlite3';
import { categories } from './categories';
import { categoryImages, menuUrl } from './listing';

/** A disabled row the real menu still sends (the storefront drops `disable: 1`). */
const DISABLED_ROW = {
  name: 'Saldi di Natale',
  label: 'Saldi di Natale',
  title: 'Saldi di Natale',
  url: 'shop?category=Saldi-di-Natale&category_detail=Saldi di Natale',
  description: null,
  parent_menu: null,
  is_group: 0,
  old_parent: null,
  creation: '2024-11-20 09:00:00.000000',
  docstatus: 0,
  category_menu_image: null,
  category_banner_image: null,
  category_banner_image_mobile: null,
  disable: 1,
};

/** Every B2C Menu row, by `order`, with nested-set bounds (lft/rgt) as Frappe's tree DocTypes keep them. */
export function menu(db: Database) {
  const cats = categories(db);
  const rows: Array<Record<string, unknown>> = [];
  let counter = 0;
  const walk = (parentId: number) => {
    for (const c of cats.children.get(parentId) ?? []) {
      const lft = ++counter;
      const row: Record<string, unknown> = {
        name: c.name_it,
        label: c.name_it,
        title: c.name_it,
        url: menuUrl(db, c),
        description: c.desc_it,
        parent_menu: c.parent_id ? (cats.byId.get(c.parent_id)?.name_it ?? null) : null,
        is_group: (cats.children.get(c.id)?.length ?? 0) > 0 ? 1 : 0,
        order: c.ord,
        lft,
        rgt: 0,
        old_parent: c.parent_id ? (cats.byId.get(c.parent_id)?.name_it ?? null) : null,
        creation: '2024-05-07 15:48:17.436384',
        docstatus: 0,
        ...categoryImages(c.slug),
        disable: c.disabled,
      };
      rows.push(row);
      walk(c.id);
      row.rgt = ++counter;
    }
  };
  walk(0);
  rows.push({ ...DISABLED_ROW, order: rows.length + 1, lft: counter + 1, rgt: counter + 2 });
  return rows.sort((a, b) => Number(a.order) - Number(b.order));
}
