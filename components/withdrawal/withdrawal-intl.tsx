import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The withdrawal's texts travel to the browser only with the withdrawal page (i18n/client-messages.ts).
 * A nested provider replaces its parent's messages: the account texts its form shares come along.
 */
export async function WithdrawalIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ Withdrawal: messages.Withdrawal ?? {}, Account: messages.Account ?? {} }}>
      {children}
    </NextIntlClientProvider>
  );
}
