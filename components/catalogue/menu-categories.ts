/**
 * The category paths the menu offers, for the proxy: a listing page is cached per query only when
 * its category is one of them, so made-up categories (a crawler, a typo) reach the per-request
 * route, answer 404 there, and never add a page to the cache. Read straight from the back-end's
 * menu method (the proxy has no data cache) and kept in memory for five minutes; when the menu
 * cannot be read, for ten seconds, and nothing counts as known meanwhile (listings with a
 * category are then simply not cached).
 */
import { menuSchema } from '@/lib/backend/schemas/catalogue';
import { buildMenuTree, menuCategory, type MenuNode } from '@/lib/domain/menu-tree';

const MENU_METHOD = 'omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu';
const KEEP_MS = 5 * 60_000;
const KEEP_FAILURE_MS = 10_000;
const TIMEOUT_MS = 2_000;

let memo: { until: number; value: Promise<ReadonlySet<string> | null> } | null = null;

export function menuCategories(now = Date.now()): Promise<ReadonlySet<string> | null> {
  if (memo && now < memo.until) return memo.value;
  const entry = { until: now + KEEP_MS, value: Promise.resolve<ReadonlySet<string> | null>(null) };
  entry.value = load().then((set) => {
    if (set === null) entry.until = Date.now() + KEEP_FAILURE_MS;
    return set;
  });
  memo = entry;
  return entry.value;
}

/** Forget what was read (tests). */
export function forgetMenuCategories(): void {
  memo = null;
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
  const base = process.env.BACKEND_URL?.replace(/\/+$/, '');
  if (!base) return null;
  try {
    const res = await fetch(`${base}/api/method/${MENU_METHOD}`, {
      headers: { Accept: 'application/json', Authorization: `token ${process.env.BACKEND_API_KEY ?? ''}:${process.env.BACKEND_API_SECRET ?? ''}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!res.ok) return null;
    const parsed = menuSchema.safeParse(((await res.json()) as { message?: unknown } | null)?.message);
    return parsed.success ? categoriesOf(buildMenuTree(parsed.data)) : null;
  } catch {
    return null;
  }
}
