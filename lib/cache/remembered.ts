/**
 * What the proxy reads from the back-end, kept in this process's memory: the proxy decides before
 * any page renders (is this category in the menu, does this product exist) and has no data cache.
 */

/**
 * Answers kept in memory, in a bounded map (a Map iterates in insertion order: the first key is
 * the oldest): a known answer for `keepMs`, a failed read (null) for `failureMs` only, so the
 * back-end is asked again soon. With `missingMs`, a `false` ("there is no such thing") is kept
 * that long: a page, list or product published after someone asked for it is found within it.
 * Concurrent askers of one key share one read.
 */
export function remembered<T>({
  keepMs,
  failureMs,
  missingMs = keepMs,
  maxEntries,
}: {
  keepMs: number;
  failureMs: number;
  missingMs?: number;
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
      else if (value === false) entry.until = Date.now() + missingMs;
      return value;
    });
    memo.set(key, entry);
    if (memo.size > maxEntries) memo.delete(memo.keys().next().value!);
    return entry.value;
  };
  return Object.assign(read, { forget: () => memo.clear() });
}
