import { unescaped } from './unescaped';

/**
 * The category menu as a tree (children are the items whose parent_menu is
 * equal to the parent's name; items with null parent_menu are roots). The back-end
 * (get_b2c_menu) sends a flat list.
 */

export interface MenuItem {
  name: string;
  label: string;
  url: string;
  parent_menu: string | null;
  category_menu_image?: string | null;
  order?: number;
  disable?: number | boolean;
  description?: string | null;
}

export interface MenuNode extends MenuItem {
  children: MenuNode[];
  /** The label's language, when it may differ from the page's (lib/domain/shopper-labels.ts). */
  lang?: string;
}

/**
 * What a menu link in the browser needs: both menus are client islands given one list, and every
 * field in it travels in each page's payload (the whole node, with descriptions and banner
 * pictures, was about 19 KB of every page). Its address is its identity in a list: the back-end's
 * name beside it was 0.4 KB gzip of every page.
 */
export interface MenuLink {
  label: string;
  url: string;
  lang?: string;
  /** The small picture the desktop menu shows beside a subcategory. */
  image?: string;
  children: MenuLink[];
}

export function menuLinks(tree: readonly MenuNode[]): MenuLink[] {
  return tree.map(({ label, url, lang, category_menu_image, children }) => ({
    label,
    url,
    ...(lang ? { lang } : {}),
    ...(category_menu_image ? { image: category_menu_image } : {}),
    children: menuLinks(children),
  }));
}

function isDisabled(item: MenuItem): boolean {
  return item.disable === true || (typeof item.disable === 'number' && item.disable !== 0);
}

/** By `order` ascending; items without an order go last; equal orders keep the back-end's order. */
function byOrder<T extends { item: MenuItem; index: number }>(a: T, b: T): number {
  const oa =
    typeof a.item.order === 'number' && Number.isFinite(a.item.order) ? a.item.order : Number.POSITIVE_INFINITY;
  const ob =
    typeof b.item.order === 'number' && Number.isFinite(b.item.order) ? b.item.order : Number.POSITIVE_INFINITY;
  if (oa !== ob) return oa < ob ? -1 : 1;
  return a.index - b.index;
}

/**
 * Builds the menu tree from the flat list.
 *
 * Decided, where nothing else says:
 * - a disabled item (`disable` 1/true) is dropped together with everything under it: hiding a
 *   category hides its subcategories;
 * - an item whose parent_menu names no item at all (an orphan), or names itself, is a root, so a
 *   half-configured menu still shows every category;
 * - items that only reach each other (a parent_menu cycle) would never hang from a root: the
 *   first of them in the back-end's order becomes a root and the cycle is cut there. Every item
 *   appears at most once, so a cycle can neither hang nor repeat;
 * - when two items share a name, children attach to the first.
 */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const entries = items.map((item, index) => ({ item, index }));
  const byName = new Map<string, { item: MenuItem; index: number }>();
  for (const entry of entries) if (!byName.has(entry.item.name)) byName.set(entry.item.name, entry);

  const childrenOf = new Map<number, Array<{ item: MenuItem; index: number }>>();
  const roots: Array<{ item: MenuItem; index: number }> = [];
  for (const entry of entries) {
    const parentName = entry.item.parent_menu;
    const parent = parentName == null || parentName === '' ? undefined : byName.get(parentName);
    if (parent === undefined || parent.index === entry.index) {
      roots.push(entry);
    } else {
      const list = childrenOf.get(parent.index) ?? [];
      list.push(entry);
      childrenOf.set(parent.index, list);
    }
  }

  const placed = new Set<number>();
  const build = (entry: { item: MenuItem; index: number }): MenuNode | null => {
    if (placed.has(entry.index)) return null;
    placed.add(entry.index);
    if (isDisabled(entry.item)) {
      // Mark the whole subtree as placed so the cycle pass below does not resurrect it.
      markSubtree(entry.index);
      return null;
    }
    const children = [...(childrenOf.get(entry.index) ?? [])]
      .sort(byOrder)
      .map(build)
      .filter((n): n is MenuNode => n !== null);
    return { ...entry.item, children };
  };
  const markSubtree = (index: number): void => {
    for (const child of childrenOf.get(index) ?? []) {
      if (placed.has(child.index)) continue;
      placed.add(child.index);
      markSubtree(child.index);
    }
  };

  const tree = [...roots]
    .sort(byOrder)
    .map(build)
    .filter((n): n is MenuNode => n !== null);

  // Whatever is still unplaced sits on a parent_menu cycle (or under one): cut each cycle at its
  // first member in input order.
  const cycleRoots: MenuNode[] = [];
  for (const entry of entries) {
    if (placed.has(entry.index)) continue;
    // Walk up until an item repeats: the items from that repeat on are the cycle itself, so the
    // cut happens on the cycle, not on a branch hanging off it.
    const path: number[] = [];
    let current: { item: MenuItem; index: number } | undefined = entry;
    while (current !== undefined && !path.includes(current.index)) {
      path.push(current.index);
      current = byName.get(current.item.parent_menu ?? '');
    }
    const cycle = current === undefined ? path : path.slice(path.indexOf(current.index));
    const cut = cycle.filter((i) => !placed.has(i)).sort((a, b) => a - b)[0];
    const cutEntry = cut === undefined ? undefined : entries[cut];
    if (cutEntry === undefined) continue;
    const node = build(cutEntry);
    if (node) cycleRoots.push(node);
  }
  return [...tree, ...cycleRoots];
}

/**
 * The chain of nodes from a root down to the node whose url equals `url` (for breadcrumbs and for
 * opening the menu at the current category), or an empty list when no node has that url.
 */
export function menuTrail(tree: readonly MenuNode[], url: string): MenuNode[] {
  for (const node of tree) {
    if (node.url === url) return [node];
    const below = menuTrail(node.children, url);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * The listing's `category` value for a trail of labels, root first: labels joined with commas,
 * spaces written as `-` (the back-end turns each `-` back into a space and matches level by level).
 */
export function categoryPath(labels: readonly string[]): string {
  return labels.map((label) => label.trim().replace(/ /g, '-')).join(',');
}

/** The `category` value a menu url (`/shop/category=…`, lib/backend/schemas/navigation.ts) links to, or null for other links. */
export function menuCategory(url: string): string | null {
  const written = /^\/shop\/category=([^/?#]*)$/.exec(url)?.[1];
  return written === undefined ? null : unescaped(written);
}

/**
 * The enabled menu entry whose link lists `category`, or undefined. The shop accepts a category
 * only when the menu offers it: anything else is an unknown page, not an empty listing.
 */
export function findMenuCategory(tree: readonly MenuNode[], category: string): MenuNode | undefined {
  for (const node of tree) {
    if (menuCategory(node.url) === category) return node;
    const below = findMenuCategory(node.children, category);
    if (below) return below;
  }
  return undefined;
}

/** What a `category` path may contain: labels in any script, commas between, `-` for spaces. */
export const CATEGORY_PATH = /^[\p{L}\p{N}][\p{L}\p{N}\-,'’&.]{0,199}$/u;
