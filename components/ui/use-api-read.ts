'use client';
import useSWR, { mutate, type SWRConfiguration } from 'swr';
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
  return useSWR<T>(question ? keyOf(question) : null, async () => read(await askApi(question!)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    ...options,
  });
}

/**
 * The same read, ahead of the island that will make it: the answer waits in the reader's cache, so
 * the island draws it at once when it mounts. Rejects when the answer cannot be had.
 */
export async function readAhead<T>(question: ApiQuestion, read: (answer: unknown) => T): Promise<void> {
  await mutate(keyOf(question), async () => read(await askApi(question)), { revalidate: false });
}

const keyOf = (question: ApiQuestion) => [question.url, ...(question.vary ?? [])];
