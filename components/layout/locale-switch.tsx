'use client';
import { Suspense } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import styles from './locale-switch.module.css';

const LABELS: Record<string, string> = { en: 'ENG', it: 'IT', sk: 'SK' };
const NAMES: Record<string, string> = { en: 'English', it: 'Italiano', sk: 'Slovenčina' };

/**
 * ENG / IT / SK. Plain links to `/<locale>/<path>`: the proxy stores the choice in the
 * NEXT_LOCALE cookie and redirects to the unprefixed URL, so switching works even before hydration.
 */
export function LocaleSwitch({ className }: { className?: string }) {
  // Where the address is known only at request time (a product not built ahead), the static
  // shell links each language's home page until the address streams in.
  return (
    <Suspense fallback={<LocaleLinks className={className} pathname="/" />}>
      <LocaleLinksHere className={className} />
    </Suspense>
  );
}

function LocaleLinksHere({ className }: { className?: string }) {
  return <LocaleLinks className={className} pathname={usePathname()} />;
}

function LocaleLinks({ className, pathname }: { className?: string; pathname: string }) {
  const t = useTranslations('Header');
  const locale = useLocale();
  return (
    <nav aria-label={t('language')} className={`${styles.switch} ${className ?? ''}`}>
      <ul>
        {routing.locales.map((l) => (
          <li key={l}>
            <a
              href={`/${l}${pathname === '/' ? '' : pathname}`}
              hrefLang={l}
              lang={l}
              aria-current={l === locale ? 'true' : undefined}
              title={NAMES[l]}
              onClick={(e) => {
                // keep the query (filters, search) when switching language
                e.currentTarget.href = `/${l}${pathname === '/' ? '' : pathname}${window.location.search}`;
              }}
            >
              <span aria-hidden="true">{LABELS[l]}</span>
              <span className="visually-hidden">{NAMES[l]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
