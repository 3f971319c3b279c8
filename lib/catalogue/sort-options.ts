import 'server-only';
import { SORT_OPTIONS, type SortOption } from '@/lib/domain/listing-url';
import { sortSettings } from '@/lib/env';

/** Sorts the real listing method does not honour: it sorts only by price (and by date). */
const OPTIONAL_SORTS: readonly SortOption[] = ['popularity', 'rating'];

/**
 * The sorts the shop offers. The real back-end ignores `order_by=popularity|rating` (relevance
 * instead), so those are offered only when `BACKEND_EXTRA_SORTS` names them (a back-end that
 * implements the optional sorts of docs/backend/catalogue.md). Unset, the embedded mock in its
 * extended profile (`MOCK_PROFILE=extended`) counts as such a back-end.
 */
export function offeredSorts(
  env: { BACKEND_EXTRA_SORTS?: string; MOCK_PROFILE?: string } = sortSettings(),
): SortOption[] {
  const configured = env.BACKEND_EXTRA_SORTS ?? (env.MOCK_PROFILE === 'extended' ? OPTIONAL_SORTS.join(',') : '');
  const extra = new Set(configured.split(',').map((s) => s.trim()));
  return SORT_OPTIONS.filter((o) => !OPTIONAL_SORTS.includes(o) || extra.has(o));
}
