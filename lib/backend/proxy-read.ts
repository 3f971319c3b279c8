/**
 * The back-end as the proxy reads it. The proxy decides before any page renders (is this
 * category in the menu, does this product exist), and it cannot use `call.ts`, whose data cache
 * and cookies belong to rendering. So this is the door's small twin for the proxy: the same base
 * URL and application token, a short timeout, no caching by Next, and what it reads kept in
 * memory by `remembered`. Nothing here carries a shopper's session.
 */

/** A method's answer, or null when the back-end could not be reached in time. */
export async function proxyRead(
  method: string,
  query: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; message: unknown } | null> {
  const base = process.env.BACKEND_URL?.replace(/\/+$/, '');
  if (!base) return null;
  const search = new URLSearchParams(query).toString();
  try {
    const res = await fetch(`${base}/api/method/${method}${search ? `?${search}` : ''}`, {
      headers: {
        Accept: 'application/json',
        Authorization: `token ${process.env.BACKEND_API_KEY ?? ''}:${process.env.BACKEND_API_SECRET ?? ''}`,
      },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    const body = res.ok ? ((await res.json().catch(() => null)) as { message?: unknown } | null) : null;
    return { status: res.status, message: body?.message };
  } catch {
    return null;
  }
}

/**
 * Answers kept in memory, in a bounded map (a Map iterates in insertion order: the first key is
 * the oldest): a known answer for `keepMs`, a failed read (null) for `failureMs` only, so the
 * back-end is asked again soon. Concurrent askers of one key share one read.
 */
export function remembered<T>({
  keepMs,
  failureMs,
  maxEntries,
}: {
  keepMs: number;
  failureMs: number;
  maxEntries: number;
}) {
  const memo = new Map<string, { until: number; value: Promise<T | null> }>();
  const read = (key: string, load: () => Promise<T | null>, now = Date.now()): Promise<T | null> => {
    const kept = memo.get(key);
    if (kept && now < kept.until) return kept.value;
    memo.delete(key);
    const entry: { until: number; value: Promise<T | null> } = { until: now + keepMs, value: Promise.resolve(null) };
    entry.value = load().then((value) => {
      if (value === null) entry.until = Date.now() + failureMs;
      return value;
    });
    memo.set(key, entry);
    if (memo.size > maxEntries) memo.delete(memo.keys().next().value!);
    return entry.value;
  };
  return Object.assign(read, { forget: () => memo.clear() });
}
