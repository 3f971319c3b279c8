'use server';
import { createHash } from 'node:crypto';
import { redirect } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import {
  chargeTestCard,
  createCustomerAtCheckout,
  createQuotation,
  applyCoupon,
  getPaymentStatus,
  requestPayment,
  type QuotationRequest,
} from '@/lib/backend/commerce';
import { getUserInfo } from '@/lib/backend/auth';
import { safeNextPath } from '@/lib/domain/safe-redirect';
import { log } from '@/lib/log';
import { limit } from '@/lib/rate-limit';
import { readSessionJwt, writeSession } from '@/lib/session';
import { placeOrderSchema, testCardSchema, type CheckoutValues, type PlaceOrderInput, type TestCardInput } from './checkout-schema';
import { computeQuote } from './quote-server';
import type { Quote } from './quote';

export type PlaceOrderResult =
  | { status: 'placed'; order: string; next: string; user: { first_name: string; last_name: string; email: string } | null }
  | { status: 'price-changed'; quote: Quote }
  | { status: 'cart-problem'; quote: Quote }
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'account-exists' }
  | { status: 'no-payment-method' }
  | { status: 'rejected'; message: string | null }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'unavailable' };

const localeOf = (value: string) => (hasLocale(routing.locales, value) ? value : routing.defaultLocale);

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    // The form's fields live under `form`; the envelope's own problems are reported on the form as a whole.
    const path = issue.path[0] === 'form' ? issue.path.slice(1).map(String).join('.') : '';
    out[path || 'root'] ??= issue.message;
  }
  return out;
}

function quotationRequest(form: CheckoutValues, lines: QuotationRequest['items'], key: string): QuotationRequest {
  const shipping = { ...form.shipping, pincode: form.shipping.pincode.toUpperCase() };
  const billing = form.billing_different
    ? { ...form.billing, pincode: form.billing.pincode.toUpperCase() }
    : { ...shipping, first_name: form.first_name, last_name: form.last_name };
  const company = form.invoice && form.customer_type === 'Company';
  return {
    items: lines,
    customer_type: company ? 'Company' : 'Individual',
    customer_id: form.email,
    channel: 'B2C',
    contact_info: {
      first_name: form.first_name,
      last_name: form.last_name,
      email_id: form.email.toLowerCase(),
      phone: form.phone,
      company_name: form.company_name,
      shipping_address: shipping,
      billing_address: billing,
    },
    shipping_address_different: form.billing_different,
    invoice: form.invoice,
    shipping_rule: form.shipping_rule,
    order_comment: form.order_comment,
    business_info: !form.invoice
      ? null
      : company
        ? { company_name: form.company_name, vat_number: form.vat_number, recipient_code: form.recipient_code, pec: form.pec }
        : { tax_code: form.tax_code },
    idempotency_key: key,
  };
}

/**
 * Places the order (issue 5 "Placing the order"): re-parses the form with the form's own schema,
 * recomputes prices, shipping and discount through the back-end and stops when the price to pay
 * differs from what the shopper saw; creates the account when asked (the JWT goes to the httpOnly
 * cookie only); creates the quotation with an idempotency key made of the checkout attempt and
 * the order's content (a double click, a retry or a reload gives the same quotation, hence one
 * order); applies the coupon; asks for the payment, which creates the sales order.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const parsed = placeOrderSchema.safeParse(input);
  if (!parsed.success) return { status: 'invalid', fieldErrors: fieldErrors(parsed.error.issues) };
  const { form, lines, coupon, attempt, expectedTotalCents } = parsed.data;
  const locale = localeOf(parsed.data.locale);
  const limited = await limit('place-order');
  if (limited) return { status: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds };

  const quoted = await computeQuote({ lines, country: form.shipping.country, shippingRule: form.shipping_rule, coupon, locale });
  if (!quoted.ok) return quoted.error.kind === 'rejected' ? { status: 'rejected', message: quoted.error.message ?? null } : { status: 'unavailable' };
  const quote = quoted.quote;
  if (quote.blocked) return { status: 'cart-problem', quote };
  if (quote.totalCents !== expectedTotalCents || quote.priceChanges.length > 0 || quote.rule !== form.shipping_rule) {
    return { status: 'price-changed', quote };
  }
  if (!quote.paymentMethods.includes(form.payment_method)) return { status: 'no-payment-method' };

  let jwt = await readSessionJwt();
  let user: { first_name: string; last_name: string; email: string } | null = null;
  if (form.create_account && !jwt) {
    const created = await createCustomerAtCheckout(
      { email: form.email.toLowerCase(), first_name: form.first_name, last_name: form.last_name, password: form.password },
      locale,
    );
    if (!created.ok) {
      if (created.error.status === 409 || created.error.excType === 'DuplicateEntryError') return { status: 'account-exists' };
      if (created.error.kind === 'rejected') return { status: 'rejected', message: created.error.message ?? null };
      return { status: 'unavailable' };
    }
    jwt = created.data;
    await writeSession(jwt);
    user = { first_name: form.first_name, last_name: form.last_name, email: form.email.toLowerCase() };
  } else if (jwt) {
    const info = await getUserInfo(jwt);
    if (info.ok) user = { first_name: info.data.first_name, last_name: info.data.last_name, email: info.data.email };
  }

  const { password: _password, create_account: _create, payment_method: _method, ...content } = form;
  void _password;
  void _create;
  void _method;
  const key = createHash('sha256')
    .update(JSON.stringify({ attempt, content, lines: lines.map((l) => [l.sku, l.qty]), coupon: quote.coupon?.applied ? quote.coupon.code : null }))
    .digest('hex')
    .slice(0, 48);
  const items = quote.lines.map((l) => ({ item_code: l.sku, qty: l.qty, rate: l.unitCents / 100 }));
  const quotation = await createQuotation(quotationRequest(form, items, key), locale, jwt);
  if (!quotation.ok) {
    log.warn('checkout.quotation-failed', { kind: quotation.error.kind, status: quotation.error.status });
    return quotation.error.kind === 'rejected' ? { status: 'rejected', message: quotation.error.message ?? null } : { status: 'unavailable' };
  }

  if (quote.coupon?.applied) {
    const applied = await applyCoupon(quote.coupon.code, { quotation: quotation.data }, locale, jwt);
    if (!applied.ok && !applied.refused) return { status: 'unavailable' };
    if (!applied.ok) return { status: 'price-changed', quote: { ...quote, coupon: { code: quote.coupon.code, applied: false, reason: applied.code, message: applied.message } } };
  }

  const payment = await requestPayment(quotation.data, form.payment_method, locale, jwt);
  if (!payment.ok) {
    log.warn('checkout.payment-request-failed', { kind: payment.error.kind, status: payment.error.status });
    return payment.error.kind === 'rejected' ? { status: 'rejected', message: payment.error.message ?? null } : { status: 'unavailable' };
  }
  const order = payment.data.sales_order;
  const token = payment.data.order_token;
  if (!order || !token) return { status: 'unavailable' };
  const fallback =
    form.payment_method === 'transfer'
      ? `/pages/payment-success?paymentgateway=transfer&order=${encodeURIComponent(order)}&token=${encodeURIComponent(token)}`
      : `/pages/pay-stripe?order=${encodeURIComponent(order)}&token=${encodeURIComponent(token)}`;
  const next = safeNextPath(payment.data.payment_url ?? fallback, fallback);
  return { status: 'placed', order, next: next.startsWith('/pages/') ? next : fallback, user };
}

export type CardPaymentResult =
  | { status: 'succeeded' | 'declined'; next: string }
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'rejected'; message: string | null }
  | { status: 'not-found' }
  | { status: 'unavailable' };

/** The simulated card gateway (no Stripe key configured): the back-end charges a test card. */
export async function payWithTestCard(input: { order: string; token: string; locale: string; card: TestCardInput }): Promise<CardPaymentResult> {
  const card = testCardSchema.safeParse(input.card);
  if (!card.success) {
    const errors: Record<string, string> = {};
    for (const issue of card.error.issues) errors[String(issue.path[0] ?? 'root')] ??= issue.message;
    return { status: 'invalid', fieldErrors: errors };
  }
  if (typeof input.order !== 'string' || typeof input.token !== 'string' || !input.order || !input.token) return { status: 'not-found' };
  const locale = localeOf(input.locale);
  const result = await chargeTestCard(
    { order: input.order, token: input.token, card_number: card.data.card_number, expiry: card.data.expiry.replace(/\s/g, ''), cvc: card.data.cvc },
    locale,
  );
  if (!result.ok) {
    if (result.error.kind === 'not-found') return { status: 'not-found' };
    if (result.error.kind === 'rejected') return { status: 'rejected', message: result.error.message ?? null };
    return { status: 'unavailable' };
  }
  const proof = `order=${encodeURIComponent(input.order)}&token=${encodeURIComponent(input.token)}`;
  const fallback = result.data.status === 'succeeded' ? `/pages/payment-success?${proof}` : `/pages/payment-failed?${proof}`;
  const next = safeNextPath(result.data.redirect_url, fallback);
  return { status: result.data.status, next: next.startsWith('/pages/payment-') ? next : fallback };
}

/** Whether an order is paid, asked of the back-end (for a page that must not trust its URL). */
export async function checkPayment(order: string, token: string, locale: string): Promise<{ paid: boolean; status: string } | null> {
  if (typeof order !== 'string' || typeof token !== 'string') return null;
  const result = await getPaymentStatus(order, token, localeOf(locale));
  return result.ok ? { paid: result.data.paid, status: result.data.status } : null;
}

/**
 * After a declined card, the same order can be paid by bank transfer instead (a plain form post:
 * works without JavaScript). The back-end switches the order's payment method; the order complete
 * page then shows the bank details.
 */
export async function payByTransferInstead(formData: FormData): Promise<void> {
  const order = String(formData.get('order') ?? '').slice(0, 200);
  const token = String(formData.get('token') ?? '').slice(0, 200);
  const locale = localeOf(String(formData.get('locale') ?? ''));
  const proof = `order=${encodeURIComponent(order)}&token=${encodeURIComponent(token)}`;
  const status = order && token ? await getPaymentStatus(order, token, locale) : null;
  if (!status?.ok || status.data.paid || !status.data.quotation) redirect(`/pages/payment-failed?${proof}`);
  const payment = await requestPayment(status.data.quotation, 'transfer', locale);
  const fallback = `/pages/payment-success?paymentgateway=transfer&${proof}`;
  if (!payment.ok) redirect(`/pages/payment-failed?${proof}`);
  const next = safeNextPath(payment.data.payment_url ?? fallback, fallback);
  redirect(next.startsWith('/pages/payment-success') ? next : fallback);
}
