import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { unescaped } from '@/lib/domain/unescaped';
import { blogRedirect, listingRedirect, searchRenderedPerRequest } from '@/lib/routing/listing-address';
import { isMissingAddress } from '@/lib/routing/missing-address';
import { announcesTooLarge } from '@/lib/http/read-json';
import { SESSION_COOKIE } from '@/lib/session';
import { limit } from '@/lib/rate-limit';

const intl = createMiddleware(routing);

/** Pages only a signed-in shopper may see (docs/decisions.md "who may see what"). */
const ACCOUNT_PATHS = ['/pages/account', '/pages/profile', '/pages/address', '/pages/orders', '/pages/wishlist'];

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // Server actions post to pages: a body over the cap is refused before anything reads it. A
  // browser always announces the length of an action's body; one sent in chunks, with no length,
  // could only be capped by Next while reading it, which answers 500: it is refused here instead.
  if (request.method === 'POST' && announcesTooLarge(request))
    return new NextResponse('Request body too large', { status: 413 });
  if (request.method === 'POST' && request.headers.has('next-action') && !request.headers.has('content-length')) {
    return new NextResponse('Length required', { status: 411 });
  }

  // Legacy routes: /eshop/* and /b2c/* moved permanently under /det/* (docs/decisions.md).
  const legacy = /^\/(eshop|b2c)(\/.*)?$/.exec(pathname);
  if (legacy) {
    const url = request.nextUrl.clone();
    url.pathname = `/det${legacy[2] ?? ''}`;
    return NextResponse.redirect(url, 308);
  }

  const listing =
    listingRedirect(pathname, request.nextUrl.searchParams) ?? blogRedirect(pathname, request.nextUrl.searchParams);
  if (listing) return NextResponse.redirect(new URL(listing, request.url), 308);

  if (
    ACCOUNT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) &&
    !request.cookies.has(SESSION_COOKIE)
  ) {
    const url = request.nextUrl.clone();
    url.pathname = '/pages/login';
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }

  const response = intl(request);
  const rewrite = response.headers.get('x-middleware-rewrite');
  const rewritten = rewrite ? new URL(rewrite, request.url) : null;
  // next-intl decodes the path before rewriting it: "/det/%25E0" became "/en/det/%E0", which Next
  // cannot decode again (a 500 URIError). Such a path goes on escaped as the browser sent it.
  if (rewritten && unescaped(rewritten.pathname) === null) {
    rewritten.pathname = `/${rewritten.pathname.split('/')[1]}${pathname}`;
    response.headers.set('x-middleware-rewrite', rewritten.toString());
  }
  const locale = rewritten?.pathname.split('/')[1];
  // next-intl writes the cookie only when the locale differs from the browser's; write it always,
  // so the detected language sticks for 365 days (the shop remembers a language for a year).
  if (!request.cookies.has('NEXT_LOCALE') && !response.cookies.get('NEXT_LOCALE')) {
    if (locale && (routing.locales as readonly string[]).includes(locale)) {
      response.cookies.set('NEXT_LOCALE', locale, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
    }
  }
  // An address no page would answer (a made-up product, category, layout, content page or order
  // name) goes to an address no route claims: Next answers it with app/global-not-found.tsx, whose
  // texts and links are in the HTML, rendered per request, so made-up URLs leave nothing behind in
  // the page cache (lib/routing/missing-address.ts).
  if (rewritten && (await isMissingAddress(rewritten.pathname, rewritten.searchParams))) {
    const missing = new URL(`/${locale}/not-found`, request.url);
    return NextResponse.rewrite(missing, { headers: response.headers });
  }
  // A text search is kept per term, so the page cache may answer it: each is counted here, before
  // it does. Over the limit, the listing rendered for this request says how long to wait.
  const perRequest = searchRenderedPerRequest(pathname, request.nextUrl.searchParams);
  if (rewritten && perRequest && (await limit('search', request.headers))) {
    return NextResponse.rewrite(new URL(`/${locale}${perRequest}`, request.url), { headers: response.headers });
  }
  return response;
}

export const config = {
  // Everything but API routes, Next internals, back-end files, sitemaps and the few real files we serve. A path
  // with a dot is not skipped wholesale: `/foo.png` or a slug with a dot must reach a locale and
  // answer the 404 screen, not land in app/[locale] as the locale "foo.png".
  matcher: [
    '/((?!api/|_next/|\\.well-known/|_vercel|files/|images/|sitemaps/|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)',
  ],
};
