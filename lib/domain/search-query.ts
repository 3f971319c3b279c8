/**
 * Search terms: suggestion timing (suggestions need at least 3 characters, typing settles for
 * 500 ms), the term as the back-end may receive it, and the correction of a misspelt word.
 */

export const MIN_SUGGEST_CHARS = 3;
export const SUGGEST_DEBOUNCE_MS = 500;

/** The term as sent to the back-end: trimmed, runs of whitespace collapsed to one space. */
export function normalizeSearchTerm(term: string | null | undefined): string {
  return (term ?? '').trim().replace(/\s+/g, ' ');
}

/**
 * Whether to ask for suggestions: at least 3 characters once trimmed ("more than 2"). Below that
 * nothing is searched and the list is cleared. Characters are counted as code points, so a
 * character outside the basic plane (an emoji) is not counted twice.
 */
export function shouldSuggest(term: string | null | undefined): boolean {
  return [...normalizeSearchTerm(term)].length >= MIN_SUGGEST_CHARS;
}

/**
 * The term as the listing method may receive it. The back-end passes it to Solr unescaped: its
 * syntax characters (`: " ( ) [ ] { } ^ ~ \ /`) can make the search fail, and an upper-case AND or
 * OR cuts the term there. They become spaces and lower-case words; empty means everything (`*`).
 */
export function backendSearchTerm(term: string | null | undefined): string {
  const cleaned = normalizeSearchTerm(
    (term ?? '').replace(/[:"()[\]{}^~\\/]/g, ' ').replace(/\b(AND|OR|NOT)\b/g, (w) => w.toLowerCase()),
  );
  return cleaned || '*';
}

/** Words of a text, lower-cased, letters and digits only ("Trapano a percussione 18V" → trapano, a, percussione, 18v). */
export function searchWords(text: string): string[] {
  return text.toLocaleLowerCase('it').match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Shortest word a typo is looked for in: shorter words are too easy to "correct" into another. */
const MIN_TYPO_WORD = 4;
/** At most this many words of a term are corrected (each costs the back-end calls below). */
const MAX_TYPO_WORDS = 3;

/**
 * The words of a term worth correcting, each with the prefixes to look it up by. The back-end
 * matches a word's prefix (`name:trap*`), not a misspelt word, so the candidates are the products
 * whose words start like the typed one: a typo after the third letter leaves the shorter prefix
 * intact, a typo near the end the longer one ("trapno" → "trap", "tra").
 */
export function typoLookups(term: string): { word: string; prefixes: string[] }[] {
  return [...new Set(searchWords(term))]
    .filter((w) => [...w].length >= MIN_TYPO_WORD && !/\d/.test(w))
    .slice(0, MAX_TYPO_WORDS)
    .map((word) => {
      const chars = [...word];
      const long = chars.slice(0, Math.max(3, chars.length - 2)).join('');
      const short = chars.slice(0, 3).join('');
      return { word, prefixes: long === short ? [short] : [long, short] };
    });
}

/**
 * Edit distance with adjacent transpositions (Damerau, optimal string alignment), stopping early
 * once it must exceed `max`: "trapno" → "trapano" is 1, "tarpano" → "trapano" is 1.
 */
export function editDistance(a: string, b: string, max = 2): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[t.length]!;
}

/**
 * Edits a word of this many letters may carry and still be recognised: 1, or 2 from eight letters
 * on (docs/decisions.md "a misspelt search"); the glossary's typos follow the same rule.
 */
export const allowedEdits = (length: number) => (length >= 8 ? 2 : 1);

/**
 * The known word closest to a typed one: the fewest edits within the allowance, then the word
 * seen most often in the candidates. The typed word itself when it is known; null when nothing
 * is close enough.
 */
export function closestWord(word: string, known: readonly string[]): string | null {
  const max = allowedEdits([...word].length);
  const seen = new Map<string, number>();
  for (const k of known) seen.set(k, (seen.get(k) ?? 0) + 1);
  let best: { w: string; d: number; n: number } | null = null;
  for (const [w, n] of seen) {
    const d = editDistance(word, w, max);
    if (d > max) continue;
    if (!best || d < best.d || (d === best.d && n > best.n)) best = { w, d, n };
  }
  return best?.w ?? null;
}

/**
 * The term with each misspelt word replaced by its closest known word (`known` maps each typed
 * word to the words of the products found by its prefixes). Null when nothing changes: then
 * there is no correction to offer.
 */
export function correctTerm(term: string, known: ReadonlyMap<string, readonly string[]>): string | null {
  let changed = false;
  const words = normalizeSearchTerm(term)
    .split(' ')
    .map((raw) => {
      const word = searchWords(raw).join('');
      const candidates = known.get(word);
      if (!candidates) return raw;
      const fixed = closestWord(word, candidates);
      if (!fixed || fixed === word) return raw;
      changed = true;
      return fixed;
    });
  return changed ? words.join(' ') : null;
}
