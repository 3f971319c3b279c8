'use client';
import { useRef, useState } from 'react';
import type { OrderTotals, Quote } from '@/lib/domain/quote';
import { useLocale, useTranslations } from 'next-intl';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useRouter } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { useAuth } from '@/stores/auth';
import { useCart } from '@/stores/cart';
import type { useCartPricing } from '@/components/cart/use-cart-pricing';
import { placeOrder } from './actions';
import { checkoutAttempt } from './attempt';
import type { CheckoutInput, CheckoutValues } from '@/lib/checkout/schema';
import { saveAddress } from './checkout-validation';

export type CheckoutAlert = { tone: 'danger' | 'warning'; text: string } | null;

/**
 * What the shopper saw the totals computed from. The back-end's totals they confirmed hold while
 * it stays the same; another cart, rule or coupon makes another quotation, and another total.
 */
function quoteBasis(quote: Quote): string {
  return JSON.stringify([quote.lines.map((l) => [l.sku, l.qty, l.unitCents]), quote.rule, quote.coupon?.code ?? null]);
}

type Form = UseFormReturn<CheckoutInput, unknown, CheckoutValues>;
type Pricing = ReturnType<typeof useCartPricing>;

/**
 * Place order: sends the form with the cart's lines and the total the shopper saw, then turns the
 * server's answer into what the shopper sees — the next page, an error next to a field, or one
 * alert (focused, so a screen reader reads it). One order at a time: a second click while the
 * first is on its way does nothing, and after a placed order the button stays locked.
 */
export function usePlaceOrder(form: Form, pricing: Pricing) {
  const t = useTranslations('Checkout');
  const tl = useTranslations('Limits');
  const locale = useLocale();
  const router = useRouter();
  const [alert, setAlert] = useState<CheckoutAlert>(null);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [confirmed, setConfirmed] = useState<{ totals: OrderTotals; basis: string } | null>(null);
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const showAlert = (next: CheckoutAlert) => {
    setAlert(next);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const { quote } = pricing;
  // The order's totals as the back-end's quotation has them, once shown to the shopper for this cart.
  const confirmedTotals = confirmed && quote && confirmed.basis === quoteBasis(quote) ? confirmed.totals : null;

  const onSubmit = async (values: CheckoutValues) => {
    if (inFlight.current || !quote) return;
    inFlight.current = true;
    setSubmitting(true);
    setAlert(null);
    let keepLocked = false;
    try {
      const state = useCart.getState();
      const result = await placeOrder({
        form: values,
        lines: state.lines.map(({ sku, qty, priceCents }) => ({ sku, qty, priceCents })),
        coupon: state.couponCode,
        attempt: checkoutAttempt(),
        expectedTotalCents: confirmedTotals?.totalCents ?? quote.totalCents,
        locale,
      });
      switch (result.status) {
        case 'placed': {
          keepLocked = true;
          setPlaced(true);
          void saveAddress({
            email: values.email,
            first_name: values.first_name,
            last_name: values.last_name,
            company_name: values.company_name,
            phone: values.phone,
            shipping: values.shipping,
            billing_different: values.billing_different,
            billing: values.billing,
          });
          if (result.user) useAuth.getState().setUser(result.user);
          router.push(result.next);
          break;
        }
        case 'price-changed':
          await pricing.adopt(result.quote);
          showAlert({
            tone: 'warning',
            text: t('totalChanged', { total: formatMoney(locale, result.quote.totalCents) }),
          });
          break;
        case 'cart-problem':
          await pricing.adopt(result.quote);
          showAlert({ tone: 'danger', text: t('cartProblem') });
          break;
        case 'invalid': {
          let first: string | null = null;
          for (const [path, key] of Object.entries(result.fieldErrors)) {
            if (path === 'root') continue;
            form.setError(path as FieldPath<CheckoutInput>, { type: 'server', message: key });
            first ??= path;
          }
          if (first) form.setFocus(first as FieldPath<CheckoutInput>);
          else showAlert({ tone: 'danger', text: t('unavailable') });
          break;
        }
        case 'account-exists':
          form.setError('email', { type: 'server', message: 'accountExists' });
          form.setFocus('email');
          break;
        case 'coupon-refused':
          showAlert({
            tone: 'danger',
            // The back-end's reason is a sentence, not always closed by a full stop.
            text: result.message
              ? t('couponRefused', {
                  code: result.code,
                  message: /[.!?]$/.test(result.message) ? result.message : `${result.message}.`,
                })
              : t('couponRefusedPlain', { code: result.code }),
          });
          break;
        case 'confirm-total':
          // Nothing ordered yet: the summary now shows the order's own totals, and the next click accepts them.
          setConfirmed({ totals: result.totals, basis: quoteBasis(quote) });
          showAlert({
            tone: 'warning',
            text: t('confirmTotal', { total: formatMoney(locale, result.totals.totalCents) }),
          });
          break;
        case 'account-needed':
          form.setValue('create_account', true);
          showAlert({ tone: 'warning', text: t('accountNeeded') });
          break;
        case 'not-completed':
          if (result.transferOnly) {
            form.setValue('payment_method', 'transfer');
            void pricing.refresh();
          }
          showAlert({ tone: 'danger', text: t(result.transferOnly ? 'notCompletedCard' : 'notCompleted') });
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
            text: tl('tryAgainIn', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }),
          });
          break;
        case 'rejected':
          showAlert({
            tone: 'danger',
            text: result.message ? t('rejected', { message: result.message }) : t('rejectedGeneric'),
          });
          break;
        default:
          showAlert({ tone: 'danger', text: t('unavailable') });
      }
    } catch {
      showAlert({ tone: 'danger', text: t('unavailable') });
    } finally {
      if (!keepLocked) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  return { onSubmit, alert, alertRef, submitting, placed, confirmedTotals };
}
