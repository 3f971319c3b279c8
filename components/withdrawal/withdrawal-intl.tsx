import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';

/** What the withdrawal's islands read: this provider replaces the layout's messages for them. */
export const WITHDRAWAL_NAMESPACES = ['Withdrawal', 'Account'] as const;

/**
 * The withdrawal's texts travel to the browser only with the withdrawal page (i18n/client-messages.ts).
 * A nested provider replaces its parent's messages: the account texts its form shares come along.
 */
export async function WithdrawalIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, WITHDRAWAL_NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
