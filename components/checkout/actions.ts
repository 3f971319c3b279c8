'use server';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { chargeTestCard } from '@/lib/backend/payments';
import { limit } from '@/lib/rate-limit';
import { paymentPageHref } from '@/lib/checkout/payment-href';
import { readSessionJwt, writeSession } from '@/lib/session';
import { testCardSchema, type PlaceOrderInput, type TestCardInput } from '@/lib/checkout/schema';
import { cookieOrderMemory } from '@/lib/checkout/order-memory';
import { orderOutcome } from '@/lib/checkout/order-outcome';
import { placeOrderWith } from '@/lib/checkout/place-order';
import type { PlaceOrderResult } from '@/lib/checkout/place-order-result';

export type { PlaceOrderResult } from '@/lib/checkout/place-order-result';

const localeOf = (value: unknown) =>
  typeof value === 'string' && hasLocale(routing.locales, value) ? value : routing.defaultLocale;

/** The Place order button (lib/checkout/place-order.ts): one order per checkout attempt. */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const limited = await limit('place-order');
  if (limited) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds };
  return placeOrderWith(input, {
    memory: cookieOrderMemory(),
    readJwt: readSessionJwt,
    writeJwt: writeSession,
    locale: localeOf(input?.locale),
  });
}

export type CardPaymentResult =
  | { status: 'succeeded' | 'declined'; next: string }
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'rejected'; message: string | null }
  | { status: 'not-found' }
  | { status: 'unavailable' };

/**
 * The simulated card gateway (a back-end with the optional simulate_card_payment, no Stripe key):
 * only for an order this browser placed or the signed-in shopper owns, and still awaiting a card.
 */
export async function payWithTestCard(input: {
  order: string;
  locale: string;
  card: TestCardInput;
}): Promise<CardPaymentResult> {
  const card = testCardSchema.safeParse(input?.card);
  if (!card.success) {
    const errors: Record<string, string> = {};
    for (const issue of card.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
    return { status: 'invalid', fieldErrors: errors };
  }
  if (typeof input.order !== 'string' || !input.order || input.order.length > 140) return { status: 'not-found' };
  const locale = localeOf(input.locale);
  const outcome = await orderOutcome(input.order, locale);
  if (!outcome.found) return { status: outcome.reason === 'unavailable' ? 'unavailable' : 'not-found' };
  if (outcome.state === 'paid') return { status: 'succeeded', next: paymentPageHref('payment-success', outcome.order) };
  if (outcome.state !== 'awaiting-card') return { status: 'not-found' };

  const result = await chargeTestCard(
    {
      order: outcome.order,
      card_number: card.data.card_number,
      expiry: card.data.expiry.replace(/\s/g, ''),
      cvc: card.data.cvc,
    },
    { token: outcome.remembered?.token, quotation: outcome.remembered?.quotation },
    locale,
  );
  if (!result.ok) {
    if (result.error.kind === 'not-found') return { status: 'not-found' };
    if (result.error.kind === 'rejected') return { status: 'rejected', message: result.error.message ?? null };
    return { status: 'unavailable' };
  }
  return {
    status: result.data.status,
    next: paymentPageHref(result.data.status === 'succeeded' ? 'payment-success' : 'payment-failed', outcome.order),
  };
}
