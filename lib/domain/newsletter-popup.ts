/**
 * When the newsletter popup may open: once per browser, never on the pages where a
 * shopper is busy paying or signing in, and only after the shopper has looked around a little
 * (some seconds on the page, or half of it scrolled after a short pause).
 */
export const POPUP_DELAY_MS = 20_000;
export const POPUP_SCROLL_MIN_MS = 4_000;
const POPUP_SCROLL_RATIO = 0.5;

const QUIET_PATHS = [
  '/pages/cart',
  '/pages/checkout',
  '/pages/pay',
  '/pages/pay-stripe',
  '/pages/payment-success',
  '/pages/payment-failed',
  '/pages/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/confirm_subscription',
];

export function isQuietPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return QUIET_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

export function popupAllowed(pathname: string, status: 'unseen' | 'shown' | 'subscribed'): boolean {
  return status === 'unseen' && !isQuietPath(pathname);
}

/** The shopper has engaged enough: enough time on the page, or half of it scrolled after a short pause. */
export function popupDue({ elapsedMs, scrollRatio }: { elapsedMs: number; scrollRatio: number }): boolean {
  return elapsedMs >= POPUP_DELAY_MS || (elapsedMs >= POPUP_SCROLL_MIN_MS && scrollRatio >= POPUP_SCROLL_RATIO);
}
