import type { Cents } from '@/lib/domain/money';

/** What the search-suggestions route (`/api/search`) answers and the header's search box shows. */
export interface Suggestion {
  name: string;
  slug: string;
  href: string;
  image: { url: string; width: number; height: number } | null;
  /** Lowest and highest price (equal when the product has one price). */
  min: Cents | null;
  max: Cents | null;
  /** The lowest price of the last 30 days when a single-priced product is below it (Omnibus rule). */
  regular: Cents | null;
}

export interface SuggestionsAnswer {
  products: Suggestion[];
  total: number;
  /** The corrected term the products were found with, when the typed one found nothing. */
  corrected: string | null;
  /** The term put in the catalogue's language the products were found with, when the typed one found nothing. */
  translated: { term: string; understood: string } | null;
  /** What the box says then, in the shopper's language: "Showing results for «trapano» (drill)". */
  note: string | null;
}

/** Where the header asks for the suggestions of a term (normalised), in a category, in a language. */
export function suggestionsUrl(q: string, category: string, locale: string): string {
  const search = new URLSearchParams({ q, locale });
  if (category) search.set('category', category);
  return `/api/search?${search}`;
}
