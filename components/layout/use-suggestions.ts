'use client';
import { useEffect, useState } from 'react';
import { normalizeSearchTerm, shouldSuggest, SUGGEST_DEBOUNCE_MS } from '@/lib/domain/search-query';
import type { Suggestion, SuggestionsAnswer } from './suggestion';

export type { Suggestion };

/**
 * Search suggestions with their timing: below 3 characters nothing is asked and the list
 * is empty; from 3, one request after a 500 ms pause in typing; every keystroke cancels the timer
 * and aborts a request still in flight (AbortController), so a quickly typed word costs one
 * request and a late answer never overwrites a newer one. Failures are logged, never shown.
 */
export function useSuggestions(term: string, category: string, locale: string) {
  const q = normalizeSearchTerm(term);
  const enabled = shouldSuggest(q);
  const key = `${locale}|${category}|${q}`;
  const [answer, setAnswer] = useState<{ key: string; items: Suggestion[] } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const search = new URLSearchParams({ q, locale });
      if (category) search.set('category', category);
      try {
        const res = await fetch(`/api/search?${search}`, {
          signal: controller.signal,
          headers: { Accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as SuggestionsAnswer;
        if (!controller.signal.aborted) setAnswer({ key, items: Array.isArray(body.products) ? body.products : [] });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn('search.suggest', { q, error: String(error) });
        setAnswer({ key, items: [] });
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, key, q, category, locale]);

  const current = enabled && answer?.key === key;
  return { items: current ? answer.items : [], loading: enabled && !current, enabled };
}
