'use client';
import { useState } from 'react';
import { normalizeSearchTerm, shouldSuggest, SUGGEST_DEBOUNCE_MS } from '@/lib/domain/search-query';
import type { ApiReadProps } from '@/components/ui/swr-read';
import { suggestionsUrl, type Suggestion, type SuggestionsAnswer } from '@/lib/catalogue/suggestion';
import { log } from '@/lib/log';

export type { Suggestion };

/**
 * Search suggestions with their timing: below 3 characters nothing is asked and the list is
 * empty; from 3, one read after a 500 ms pause in typing (`read`, for the header's `ApiRead`:
 * SWR keyed by the settled term's address). Every keystroke unsettles the term, which cancels a
 * read still in flight, and a list is shown only for the term in the box, so a late answer never
 * overwrites a newer one. Failures are logged, never shown. A term in the shopper's language that
 * found nothing comes back with what it was put into (`translated`), which the box says.
 */
export function useSuggestions(term: string, category: string, locale: string) {
  const q = normalizeSearchTerm(term);
  const enabled = shouldSuggest(q);
  const url = enabled ? suggestionsUrl(q, category, locale) : null;
  const [answer, setAnswer] = useState<{ url: string; body: Partial<SuggestionsAnswer> } | null>(null);

  const read: ApiReadProps = {
    url,
    settle: SUGGEST_DEBOUNCE_MS,
    onAnswer: (asked, body) => setAnswer({ url: asked, body: body as SuggestionsAnswer }),
    onFailure: (asked, error) => {
      log.warn('search.suggest', { q, error: String(error) });
      setAnswer({ url: asked, body: {} });
    },
  };
  const current = url !== null && answer?.url === url;
  const products = current ? answer.body.products : null;
  return {
    items: Array.isArray(products) ? products : [],
    /** What the suggestions were found with, when the typed term found nothing: the server's words. */
    note: (current && answer.body.note) || null,
    loading: enabled && !current,
    enabled,
    read,
  };
}
