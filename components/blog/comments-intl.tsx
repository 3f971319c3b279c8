import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';

/** What a blog post's comments read: this provider replaces the layout's messages for them. */
export const COMMENTS_NAMESPACES = ['CommentForm'] as const;

/**
 * The comment form's texts travel to the browser only with the blog posts that show comments, not
 * with every page (i18n/client-messages.ts).
 */
export async function CommentsIntl({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, COMMENTS_NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
