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
  if (limited) return { ok: false, reason: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds };
  return placeOrderWith(input, {
    memory: cookieOrderMemory(),
    readJwt: readSessionJwt,
    writeJwt: writeSession,
    locale: localeOf(input?.locale),
  });
}

export type CardPaymentResult =
  /** The gateway answered, paid or declined: its result page says which. */
  | { ok: true; next: string }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'rejected'; message: string | null }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'unavailable' };

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
    return { ok: false, reason: 'invalid', fieldErrors: errors };
  }
  if (typeof input.order !== 'string' || !input.order || input.order.length > 140)
    return { ok: false, reason: 'not-found' };
  const locale = localeOf(input.locale);
  const outcome = await orderOutcome(input.order, locale);
  if (!outcome.found) return { ok: false, reason: outcome.reason === 'unavailable' ? 'unavailable' : 'not-found' };
  if (outcome.state === 'paid') return { ok: true, next: paymentPageHref('payment-success', outcome.order) };
  if (outcome.state !== 'awaiting-card') return { ok: false, reason: 'not-found' };

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
    if (result.error.kind === 'not-found') return { ok: false, reason: 'not-found' };
    if (result.error.kind === 'rejected')
      return { ok: false, reason: 'rejected', message: result.error.message ?? null };
    return { ok: false, reason: 'unavailable' };
  }
  return {
    ok: true,
    next: paymentPageHref(result.data.status === 'succeeded' ? 'payment-success' : 'payment-failed', outcome.order),
  };
}
