import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';

/** What the confirmation page's islands read: this provider replaces the layout's messages for them. */
export const SUBSCRIPTION_NAMESPACES = ['Subscription', 'Newsletter'] as const;

/**
 * The confirmation page's texts travel to the browser only on that page (the layout's provider
 * leaves them out, i18n/client-messages.ts): its outcome is known only in the browser. The
 * newsletter form it may show again needs its own texts beside them.
 */
export async function SubscriptionIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, SUBSCRIPTION_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}
