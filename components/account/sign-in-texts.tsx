'use client';
import type { ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl';
import { useApiRead } from '@/components/ui/use-api-read';
import { SIGN_IN_DIALOG_NAMESPACES } from '@/i18n/client-messages';

/** The route's answer: the dialog's namespaces, each an object of texts. Anything else is not it. */
function texts(answer: unknown): AbstractIntlMessages {
  const sent = (answer ?? {}) as Record<string, unknown>;
  if (!SIGN_IN_DIALOG_NAMESPACES.every((ns) => typeof sent[ns] === 'object' && sent[ns] !== null)) {
    throw new Error('not the sign-in texts');
  }
  return sent as AbstractIntlMessages;
}

/**
 * The sign-in dialog's texts, read from `GET /api/sign-in-texts` when it first opens (once per
 * visit: SWR keeps them) rather than sent in every page for a dialog few shoppers open. Nothing is
 * shown until they arrive; if they cannot be read, `onFailed` (the header sends the shopper to the
 * sign-in page, which carries its texts).
 */
export function SignInTexts({ children, onFailed }: { children: ReactNode; onFailed: () => void }) {
  const locale = useLocale();
  const { data } = useApiRead({ url: `/api/sign-in-texts?${new URLSearchParams({ locale })}`, shared: true }, texts, {
    onError: onFailed,
  });
  if (!data) return null;
  return (
    <NextIntlClientProvider locale={locale} messages={data}>
      {children}
    </NextIntlClientProvider>
  );
}
