import 'server-only';
import { listProducts } from '@/lib/backend/catalogue';
import { correctTerm, searchWords, typoLookups } from '@/lib/domain/search-query';

/** Products read per prefix: enough for the misspelt word's right spelling to be among them. */
const CANDIDATES = 48;

/**
 * The term with its misspelt words corrected, or null. Asked only when a search found nothing:
 * the back-end (Solr through the listing method) matches words exactly or by prefix, never
 * within a typo, and passes `~` fuzzy syntax through unescaped inside its wildcard queries. So
 * each typed word is looked up by prefixes a typo leaves intact, and replaced by the closest word
 * of the products found (lib/domain/search-query.ts). The lookups are ordinary listing reads,
 * cached like any other.
 */
export async function correctSearch(locale: string, term: string, category?: string): Promise<string | null> {
  const lookups = typoLookups(term);
  if (lookups.length === 0) return null;
  const known = new Map<string, string[]>();
  await Promise.all(
    lookups.map(async ({ word, prefixes }) => {
      const answers = await Promise.all(
        prefixes.map((prefix) =>
          listProducts(locale, { search_term: prefix, category, page: 1, per_page: CANDIDATES }),
        ),
      );
      known.set(
        word,
        answers.flatMap((a) => (a.ok ? a.data.products.flatMap((p) => searchWords(`${p.name} ${p.brand ?? ''}`)) : [])),
      );
    }),
  );
  return correctTerm(term, known);
}
