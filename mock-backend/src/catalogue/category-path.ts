/**
 * Category paths as the real listing reads and writes them: comma-joined group labels from the
 * root, spaces written as `-`; and the menu rows' urls, banner pictures and `category_tree`.
 */
import type { Database } from 'better-sqlite3';
import type { ListProduct } from './present';
import { categories, type CategoryRow } from './categories';

/** A label as a `category` path segment: spaces written as `-`. */
export function pathSegment(label: string): string {
  return label.replace(/ /g, '-');
}

/** The `category` path of a category: its labels from the root, joined with commas. */
export function categoryPath(db: Database, c: CategoryRow): string {
  return chainOf(db, c)
    .map((x) => pathSegment(x.name_it))
    .join(',');
}

function chainOf(db: Database, c: CategoryRow): CategoryRow[] {
  const cats = categories(db);
  const chain: CategoryRow[] = [];
  let cur: CategoryRow | undefined = c;
  while (cur) {
    chain.unshift(cur);
    cur = cur.parent_id ? cats.byId.get(cur.parent_id) : undefined;
  }
  return chain;
}

/**
 * Segment i of the path is matched against `group_i`, `-` turned back into a space: a segment
 * that names no category at that level (or a sub-category without its parents) matches nothing.
 */
export function resolveCategoryPath(db: Database, path: string): CategoryRow | null | 'none' {
  const segments = path.split(',').map((s) => s.trim().replace(/-/g, ' '));
  if (segments.length === 0 || segments.every((s) => s === '')) return null;
  const cats = categories(db);
  let parent = 0;
  let found: CategoryRow | undefined;
  for (const seg of segments) {
    found = (cats.children.get(parent) ?? []).find((c) => c.name_it === seg);
    if (!found) return 'none';
    parent = found.id;
  }
  return found ?? 'none';
}

export function categoryImages(slug: string) {
  return {
    category_menu_image: `/files/categories/${slug}.svg`,
    category_banner_image: `/files/categories/${slug}-banner.svg`,
    category_banner_image_mobile: `/files/categories/${slug}-banner-mobile.svg`,
  };
}

/** The menu row's url: the stored `shop?category=…` plus `&category_detail=<name>`. */
export function menuUrl(db: Database, c: CategoryRow): string {
  return `shop?category=${categoryPath(db, c)}&category_detail=${c.name_it}`;
}

/** `menu_category_detail`: the B2C Menu row labelled `label`, or null. */
export function menuCategoryDetail(db: Database, label: string) {
  const c = categories(db).list.find((x) => x.name_it === label);
  if (!c) return null;
  return {
    name: c.name_it,
    label: c.name_it,
    url: menuUrl(db, c),
    title: c.name_it,
    description: c.desc_it,
    ...categoryImages(c.slug),
  };
}

/** `category_tree`: the first product's group labels, `url` = the first i segments. */
export function categoryTree(db: Database, first: ListProduct | undefined) {
  if (!first) return [];
  const groups = [first.group_1, first.group_2].filter((g): g is string => typeof g === 'string');
  return groups.map((label, i) => ({
    label,
    url: groups
      .slice(0, i + 1)
      .map(pathSegment)
      .join(','),
  }));
}
