import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { render } from '@testing-library/react';
import en from '@/messages/en.json';

/** Renders with the English messages, as the shop does for a shopper whose locale is en. */
export function renderWithIntl(ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Rome">
      {ui}
    </NextIntlClientProvider>,
  );
}
