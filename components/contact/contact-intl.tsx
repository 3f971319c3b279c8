import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';

/** What the contact form reads: this provider replaces the layout's messages for it. */
export const CONTACT_NAMESPACES = ['ContactForm'] as const;

/**
 * The contact form's texts travel to the browser only with the pages that show the form (contact
 * us, accessibility), not with every page (i18n/client-messages.ts).
 */
export async function ContactIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, CONTACT_NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
