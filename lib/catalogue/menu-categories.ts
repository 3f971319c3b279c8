/**
 * The category paths the menu offers, for the proxy: a listing page is cached per query only when
 * its category is one of them, so made-up categories (a crawler, a typo) reach the per-request
 * route, answer 404 there, and never add a page to the cache. Read straight from the back-end's
 * menu method through the one door, uncached (the proxy has no data cache), and kept in memory for five minutes; when the menu
 * cannot be read, for ten seconds, and nothing counts as known meanwhile (listings with a
 * category are then simply not cached).
 */
import { menuSchema } from '@/lib/backend/schemas/navigation';
import { buildMenuTree, menuCategory, type MenuNode } from '@/lib/domain/menu-tree';
import { call } from '@/lib/backend/call';
import { remembered } from '@/lib/cache/remembered';
import { METHODS } from '@/lib/backend/methods';

const menu = remembered<ReadonlySet<string>>({ keepMs: 5 * 60_000, failureMs: 10_000, maxEntries: 1 });

export function menuCategories(now = Date.now()): Promise<ReadonlySet<string> | null> {
  return menu('menu', load, now);
}

/**
 * Whether the menu lacks `category`: the proxy's 404 for a listing address and /api/listing's
 * refusal. False while the menu cannot be read: the back-end decides then.
 */
export async function isUnknownCategory(category: string): Promise<boolean> {
  const known = await menuCategories();
  return known !== null && !known.has(category);
}

/** Every enabled menu entry's category path. */
export function categoriesOf(tree: readonly MenuNode[], into = new Set<string>()): Set<string> {
  for (const node of tree) {
    const category = menuCategory(node.url);
    if (category) into.add(category);
    categoriesOf(node.children, into);
  }
  return into;
}

async function load(): Promise<ReadonlySet<string> | null> {
  const answer = await call({ path: METHODS.menu, schema: menuSchema, cache: 'no-store', timeoutMs: 2_000 });
  return answer.ok ? categoriesOf(buildMenuTree(answer.data)) : null;
}
