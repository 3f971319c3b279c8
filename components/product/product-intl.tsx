import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';

/** What product cards and the product page's islands read: this provider replaces the layout's messages for them. */
export const PRODUCT_NAMESPACES = ['Product'] as const;

/**
 * The product texts (about 2.7 KB gzip per language) travel to the browser only with the pages that
 * show products: the product page and the home's product sections, not the 404 screen or a blog post
 * (i18n/client-messages.ts).
 */
export async function ProductIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, PRODUCT_NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
