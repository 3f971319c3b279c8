import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The confirmation page's texts travel to the browser only on that page (the layout's provider
 * leaves them out, i18n/client-messages.ts): its outcome is known only in the browser. The
 * newsletter form it may show again needs its own texts beside them.
 */
export async function SubscriptionIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        Subscription: messages.Subscription ?? {},
        Newsletter: messages.Newsletter ?? {},
        Forms: messages.Forms ?? {},
        Common: messages.Common ?? {},
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
