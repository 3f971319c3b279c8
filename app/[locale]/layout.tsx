import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { fraunces, frauncesExt, inter, interExt } from '@/app/fonts';
import { BootScript } from '@/components/layout/boot-script';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ShellEffects } from '@/components/layout/shell-effects';
import { BottomBar } from '@/components/layout/bottom-bar';
import { ShellLater } from '@/components/layout/shell-later';
import { Toaster } from '@/components/ui/toaster';
import { IconSprite } from '@/components/ui/icon-sprite';
import { clientMessages } from '@/i18n/client-messages';
import { siteUrl } from '@/lib/site-url';
import '@/app/styles/globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: 'Bottega',
    openGraph: { siteName: 'Bottega', type: 'website', locale },
  };
}

export const viewport: Viewport = {
  themeColor: '#a63d17',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
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
        <IconSprite />
        <NextIntlClientProvider locale={locale} messages={clientMessages(messages)}>
          <SiteHeader locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter locale={locale} />
          <BottomBar />
          <ShellLater />
          <Toaster />
          <ShellEffects />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
