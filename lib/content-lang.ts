import { publicEnv } from '@/lib/env/public';

/**
 * The one language the back-end stores its content in (docs/backend.md "content language"):
 * catalogue, menu, promo slides, footer, blog and content pages come as stored, whatever the
 * shopper's language. Our own texts are translated; back-end text is marked with its `lang`
 * where it differs from the page's, so screen readers pronounce it right and a browser's
 * translator knows what to translate. Public and build-time: the same for every page and island.
 */
const CONTENT_LANG = publicEnv.contentLang;

/** The `lang` attribute for back-end text on a page in `pageLocale`: none when they agree. */
export function contentLang(pageLocale: string): string | undefined {
  return pageLocale === CONTENT_LANG ? undefined : CONTENT_LANG;
}
