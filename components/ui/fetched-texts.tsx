'use client';
import { useCallback, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl';
import { readAhead, useApiRead } from '@/components/ui/use-api-read';
import { FETCHED_TEXTS, type TextSet } from '@/i18n/client-messages';

type Props = {
  children: ReactNode;
  /** Shown until the texts arrive. */
  fallback?: ReactNode;
  /**
   * Shown instead of the island when they cannot be read; `TextsFailed` is the error and "Try
   * again". Always chosen by the island: its texts (`Error`) then travel only where it can show.
   */
  failed: (retry: () => void) => ReactNode;
  /** Told when they cannot be read. */
  onError?: () => void;
};

/**
 * A provider whose texts are read from `GET /api/texts/<set>` when it first renders (once per
 * visit: SWR keeps them), for an island whose texts need not be in its page's HTML
 * (i18n/client-messages.ts, FETCHED_TEXTS). tests/i18n/client-namespaces.test.ts knows each one by
 * the name it is exported under.
 */
export function fetchedTexts(set: TextSet) {
  // A dotted name (`Account.errors`) arrives under its namespace.
  const namespaces = [...new Set(FETCHED_TEXTS[set].map((name: string) => name.split('.')[0]!))];
  /** The route's answer: the set's namespaces, each an object of texts. Anything else is not it. */
  const read = (answer: unknown): AbstractIntlMessages => {
    const sent = (answer ?? {}) as Record<string, unknown>;
    if (!namespaces.every((ns) => typeof sent[ns] === 'object' && sent[ns] !== null))
      throw new Error(`not the ${set} texts`);
    return sent as AbstractIntlMessages;
  };
  const question = (locale: string) => ({ url: `/api/texts/${set}?${new URLSearchParams({ locale })}`, shared: true });
  function FetchedTexts({ children, fallback = null, failed, onError }: Props) {
    const locale = useLocale();
    const { data, error, mutate } = useApiRead(question(locale), read, onError && { onError });
    // One function for the island's life (SWR's mutate is), so an island may depend on it.
    const retry = useCallback(() => void mutate(), [mutate]);
    if (error && !data) return failed(retry);
    if (!data) return fallback;
    return (
      <NextIntlClientProvider locale={locale} messages={data}>
        {children}
      </NextIntlClientProvider>
    );
  }
  /** Reads the texts ahead, for an island that must show with them or not at all; rejects when it cannot. */
  FetchedTexts.readAhead = (locale: string) => readAhead(question(locale), read);
  return FetchedTexts;
}
