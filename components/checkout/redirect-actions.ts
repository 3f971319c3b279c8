'use server';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { startTestRedirect } from '@/lib/backend/payments';
import { env } from '@/lib/env';
import { paymentPageHref } from '@/lib/checkout/payment-href';
import { orderOutcome } from '@/lib/checkout/order-outcome';

export type RedirectStartResult =
  | { status: 'redirect'; url: string }
  | { status: 'paid'; next: string }
  | { status: 'rejected'; message: string | null }
  | { status: 'not-found' }
  | { status: 'unavailable' };

/**
 * The test gateway's redirect method (a back-end with the optional start_redirect_payment, no
 * Stripe key): the gateway's page for an order this browser placed or the signed-in shopper owns,
 * which sends the shopper back to the result page the way Stripe does.
 */
export async function startRedirectPayment(input: { order: string; locale: string }): Promise<RedirectStartResult> {
  if (typeof input?.order !== 'string' || !input.order || input.order.length > 140) return { status: 'not-found' };
  const locale =
    typeof input.locale === 'string' && hasLocale(routing.locales, input.locale) ? input.locale : routing.defaultLocale;
  const outcome = await orderOutcome(input.order, locale);
  if (!outcome.found) return { status: outcome.reason === 'unavailable' ? 'unavailable' : 'not-found' };
  if (outcome.state === 'paid') return { status: 'paid', next: paymentPageHref('payment-success', outcome.order) };
  if (outcome.state !== 'awaiting-card') return { status: 'not-found' };
  const returnUrl = `${env().SITE_URL}${paymentPageHref('payment-success', outcome.order)}`;
  const started = await startTestRedirect(
    outcome.order,
    returnUrl,
    { token: outcome.remembered?.token, quotation: outcome.remembered?.quotation },
    locale,
  );
  if (started.ok) return { status: 'redirect', url: started.data.redirect_url };
  if (started.error.kind === 'not-found') return { status: 'not-found' };
  if (started.error.kind === 'rejected') return { status: 'rejected', message: started.error.message ?? null };
  return { status: 'unavailable' };
}
