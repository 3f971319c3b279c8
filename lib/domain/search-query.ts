/**
 * Search-suggestion timing (spec section 4 "Search suggestions", section 5: suggestions need more
 * than 2 characters, section 9: debounce 500 ms, minimum 3 characters).
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
  const cleaned = normalizeSearchTerm((term ?? '').replace(/[:"()[\]{}^~\\/]/g, ' ').replace(/\b(AND|OR|NOT)\b/g, (w) => w.toLowerCase()));
  return cleaned || '*';
}
