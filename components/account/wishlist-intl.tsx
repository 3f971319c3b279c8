import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';

/** What the wishlist's table reads: this provider replaces the layout's messages for it. */
export const WISHLIST_NAMESPACES = ['Wishlist', 'Product'] as const;

/**
 * The wishlist's texts travel to the browser only with the wishlist page (i18n/client-messages.ts),
 * with the product texts its add-to-cart buttons and quick view need.
 */
export async function WishlistIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, WISHLIST_NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
