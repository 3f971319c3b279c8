'use client';
import useSWR, { type SWRConfiguration } from 'swr';
import { askApi, type ApiQuestion } from '@/lib/http/api-fetch';

export type { ApiQuestion };

/**
 * The shop's one way to read in the browser: SWR over our own `/api` routes, with one fetcher
 * (lib/http/api-fetch.ts). `read` turns the answer into what the island uses, and throws when it
 * cannot (SWR then keeps it as `error`). Reads are not repeated on focus, nor retried on failure:
 * an island says what failed and offers to try again itself. No question (null), no read.
 */
export function useApiRead<T>(
  question: ApiQuestion | null,
  read: (answer: unknown) => T,
  options?: SWRConfiguration<T>,
) {
  return useSWR<T>(
    question ? [question.url, ...(question.vary ?? [])] : null,
    async () => read(await askApi(question!)),
    { revalidateOnFocus: false, shouldRetryOnError: false, ...options },
  );
}
