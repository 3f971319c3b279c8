'use client';
import { useRef, useState } from 'react';
import type { OrderTotals, Quote } from '@/lib/domain/quote';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import type { FormTools } from '@/components/ui/use-action-form';
import { useAuth } from '@/stores/auth';
import { useCart } from '@/stores/cart';
import { useLeaving } from '@/components/ui/use-leaving';
import type { useCartPricing } from '@/components/cart/use-cart-pricing';
import { placeOrder } from './actions';
import { checkoutAttempt } from './attempt';
import type { CheckoutInput } from '@/lib/checkout/schema';
import type { CheckoutFields, PlaceResult } from './checkout-fields';
import { saveAddress } from './saved-address-later';

export type CheckoutAlert = { tone: 'danger' | 'warning'; text: string } | null;

/**
 * What the shopper saw the totals computed from. The back-end's totals they confirmed hold while
 * it stays the same; another cart, rule or coupon makes another quotation, and another total.
 */
function quoteBasis(quote: Quote): string {
  return JSON.stringify([quote.lines.map((l) => [l.sku, l.qty, l.unitCents]), quote.rule, quote.coupon?.code ?? null]);
}

type Pricing = ReturnType<typeof useCartPricing>;

/**
 * Place order: the checkout form's action (use-action-form) sends the form with the cart's lines
 * from the store and the total the shopper saw; the answer becomes the next page, errors next to
 * their fields, or one alert (focused, so a screen reader reads it). After a placed order the
 * button stays locked.
 */
export function usePlaceOrder(pricing: Pricing) {
  const t = useTranslations('Checkout');
  const tl = useTranslations('Limits');
  const locale = useLocale();
  const router = useRouter();
  const [alert, setAlert] = useState<CheckoutAlert>(null);
  const [placed, leave] = useLeaving();
  const [confirmed, setConfirmed] = useState<{ totals: OrderTotals; basis: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const showAlert = (next: CheckoutAlert) => {
    setAlert(next);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const { quote } = pricing;
  // The order's totals as the back-end's quotation has them, once shown to the shopper for this cart.
  const confirmedTotals = confirmed && quote && confirmed.basis === quoteBasis(quote) ? confirmed.totals : null;

  /** The form's action: the order, with the cart as the store holds it now. */
  const place = async (form: CheckoutInput): Promise<PlaceResult> => {
    if (!quote) return { ok: false, reason: 'answered', outcome: null };
    setAlert(null);
    const state = useCart.getState();
    const outcome = await placeOrder({
      form,
      lines: state.lines.map(({ sku, qty, priceCents }) => ({ sku, qty, priceCents })),
      coupon: state.couponCode,
      attempt: checkoutAttempt(),
      expectedTotalCents: confirmedTotals?.totalCents ?? quote.totalCents,
      locale,
    });
    if (outcome.ok) return { ok: true, outcome };
    if (outcome.reason === 'account-exists')
      return { ok: false, reason: 'invalid', fieldErrors: { email: 'accountExists' } };
    if (outcome.reason === 'invalid') {
      // The envelope's own problems (`root`) are not the shopper's to fix.
      const { root: _root, ...fieldErrors } = outcome.fieldErrors;
      if (Object.keys(fieldErrors).length > 0) return { ok: false, reason: 'invalid', fieldErrors };
      return { ok: false, reason: 'answered', outcome: { ok: false, reason: 'unavailable' } };
    }
    // The summary shows the server's prices before the alert says they changed.
    if (outcome.reason === 'price-changed' || outcome.reason === 'cart-problem') await pricing.adopt(outcome.quote);
    return { ok: false, reason: 'answered', outcome };
  };

  /** A placed order: the address is kept for next time, a new account signs in, the next page opens. */
  const onPlaced = ({ outcome }: Extract<PlaceResult, { ok: true }>, form: CheckoutInput) => {
    leave();
    void saveAddress({
      email: form.email,
      first_name: form.first_name,
      last_name: form.last_name,
      company_name: form.company_name,
      phone: form.phone,
      shipping: form.shipping,
      billing_different: form.billing_different,
      billing: form.billing,
    });
    if (outcome.user) useAuth.getState().setUser(outcome.user);
    router.push(outcome.next);
  };

  /** Every other answer, said in the alert by the button (and what it changes in the form). */
  const answer = (result: Exclude<PlaceResult, { ok: true }>, tools: FormTools<CheckoutFields, PlaceResult>) => {
    if (result.reason === 'invalid') return false;
    const outcome =
      result.reason === 'answered' ? result.outcome : { ok: false as const, reason: 'unavailable' as const };
    if (!outcome) return true;
    switch (outcome.reason) {
      case 'price-changed':
        showAlert({
          tone: 'warning',
          text: t('totalChanged', { total: formatMoney(locale, outcome.quote.totalCents) }),
        });
        break;
      case 'cart-problem':
        showAlert({ tone: 'danger', text: t('cartProblem') });
        break;
      case 'coupon-refused':
        showAlert({
          tone: 'danger',
          // The back-end's reason is a sentence, not always closed by a full stop.
          text: outcome.message
            ? t('couponRefused', {
                code: outcome.code,
                message: /[.!?]$/.test(outcome.message) ? outcome.message : `${outcome.message}.`,
              })
            : t('couponRefusedPlain', { code: outcome.code }),
        });
        break;
      case 'confirm-total':
        // Nothing ordered yet: the summary now shows the order's own totals, and the next click accepts them.
        if (quote) setConfirmed({ totals: outcome.totals, basis: quoteBasis(quote) });
        showAlert({
          tone: 'warning',
          text: t('confirmTotal', { total: formatMoney(locale, outcome.totals.totalCents) }),
        });
        break;
      case 'account-needed':
        tools.setValues({ create_account: true });
        showAlert({ tone: 'warning', text: t('accountNeeded') });
        break;
      case 'not-completed':
        if (outcome.transferOnly) {
          tools.setValues({ payment_method: 'transfer' });
          void pricing.refresh();
        }
        showAlert({ tone: 'danger', text: t(outcome.transferOnly ? 'notCompletedCard' : 'notCompleted') });
        break;
      case 'unconfirmed':
        // The order may exist: the server answers this again to every retry of this attempt and never asks for a second payment.
        showAlert({ tone: 'warning', text: t('unconfirmed') });
        break;
      case 'no-payment-method':
        showAlert({ tone: 'danger', text: t('noPaymentMethods') });
        break;
      case 'rate-limited':
        showAlert({
          tone: 'danger',
          text: tl('tryAgainIn', { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) }),
        });
        break;
      case 'rejected':
        showAlert({
          tone: 'danger',
          text: outcome.message ? t('rejected', { message: outcome.message }) : t('rejectedGeneric'),
        });
        break;
      default:
        showAlert({ tone: 'danger', text: t('unavailable') });
    }
    return true;
  };

  return { place, onPlaced, answer, alert, alertRef, placed, confirmedTotals };
}
