import { Suspense, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { fraunces, frauncesExt, inter, interExt } from '@/app/fonts';
import { BootScript } from '@/components/layout/boot-script';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ShellEffects } from '@/components/layout/shell-effects';
import { BottomBar } from '@/components/layout/bottom-bar';
import { ShellLater } from '@/components/layout/shell-later';
import { Toaster } from '@/components/ui/toaster';
import { clientMessages } from '@/i18n/client-messages';
import '@/app/styles/globals.css';

/**
 * The shop's whole document: header, main, footer and the shell's islands around a page. The
 * locale layout wraps every page in it, and the 404 screen for addresses no route claims
 * (global-not-found.tsx beside this file) uses it too, so a mistyped address looks like the rest of the shop.
 */
export async function ShopDocument({ locale, children }: { locale: string; children: ReactNode }) {
  setRequestLocale(locale);
  const messages = await getMessages();
  return (
    <html
      lang={locale}
      className={`${inter.variable} ${interExt.variable} ${fraunces.variable} ${frauncesExt.variable}`}
      suppressHydrationWarning
    >
      <body>
        <BootScript />
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <ShopFrame locale={locale}>{children}</ShopFrame>
          {/* It reads the address, which a page not built ahead knows only at request time. */}
          <Suspense fallback={null}>
            <ShellEffects />
          </Suspense>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

/**
 * The same for every shopper (what is theirs is drawn in the browser), so kept per language under
 * the tags of the reads inside: a page rendered per request, passing through, reuses it.
 */
async function ShopFrame({ locale, children }: { locale: string; children: ReactNode }) {
  'use cache';
  setRequestLocale(locale);
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <BottomBar />
      <ShellLater />
      <Toaster />
    </>
  );
}
