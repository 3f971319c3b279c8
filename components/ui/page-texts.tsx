import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';

/**
 * A provider that sends the browser only `namespaces`, for the islands it wraps: it replaces the
 * layout's messages there (i18n/client-messages.ts), so texts travel only with the pages that show
 * them. tests/i18n/client-namespaces.test.ts knows each one by the name it is exported under.
 */
export function pageTexts(namespaces: readonly string[]) {
  return async function PageTexts({ children }: { children: ReactNode }) {
    const messages = await getMessages();
    return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
  };
}
