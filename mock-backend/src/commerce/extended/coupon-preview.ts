/** `preview_coupon_code`: what a code would take off the cart's items, before any quotation exists. */
import type { AppContext, Lang } from '../../context';
import { str, type Args } from '../../frappe';
import { couponDiscountCents, findCoupon, type CouponDef } from '../data';
import { iso } from '../orders';
import { lineOut, priceLines, readRequestedLines, subtotalOf } from '../priced-lines';
import { couponDescription, euro } from '../store';
import { t } from './texts';

type CouponRefusal = {
  status: 'error';
  message: string;
  error_code: 'missing' | 'invalid' | 'expired' | 'not_started' | 'min_spend';
};

function checkCoupon(
  code: string | undefined,
  subtotalCents: number,
  lang: Lang,
  now: number,
): CouponDef | CouponRefusal {
  if (!code?.trim())
    return {
      status: 'error',
      error_code: 'missing',
      message: t(lang, 'Enter a coupon code', 'Inserisci un codice coupon'),
    };
  const coupon = findCoupon(code);
  const shown = code.trim().toUpperCase();
  if (!coupon)
    return {
      status: 'error',
      error_code: 'invalid',
      message: t(lang, `Coupon code "${shown}" is not valid`, `Il codice coupon "${shown}" non è valido`),
    };
  const today = iso(now).slice(0, 10);
  if (today > coupon.valid_until) {
    return {
      status: 'error',
      error_code: 'expired',
      message: t(
        lang,
        `Coupon "${coupon.code}" expired on ${coupon.valid_until}`,
        `Il coupon "${coupon.code}" è scaduto il ${coupon.valid_until}`,
      ),
    };
  }
  if (today < coupon.valid_from) {
    return {
      status: 'error',
      error_code: 'not_started',
      message: t(lang, `Coupon "${coupon.code}" is not active yet`, `Il coupon "${coupon.code}" non è ancora attivo`),
    };
  }
  if (subtotalCents < coupon.min_spend_cents) {
    const need = euro(coupon.min_spend_cents).toFixed(2);
    return {
      status: 'error',
      error_code: 'min_spend',
      message: t(
        lang,
        `Coupon "${coupon.code}" needs a minimum spend of €${need}`,
        `Il coupon "${coupon.code}" richiede una spesa minima di ${need.replace('.', ',')} €`,
      ),
    };
  }
  return coupon;
}

/** The cart page's preview: what a code would take off these items, before any quotation exists. */
export function previewCoupon(c: AppContext, a: Args) {
  const db = c.get('db');
  const lang = c.get('lang');
  const lines = priceLines(db, readRequestedLines(a.items, lang), lang, false);
  const subtotal = subtotalOf(lines);
  const checked = checkCoupon(str(a, 'applied_code'), subtotal, lang, c.get('options').now());
  if ('status' in checked) return checked;
  const discount = couponDiscountCents(checked, subtotal);
  return {
    name: null,
    currency: 'EUR',
    items: lines.map((l) => lineOut(l, lang)),
    total: euro(subtotal),
    coupon_code: checked.code,
    coupon_description: couponDescription(checked.code, lang),
    // Without a quotation there is no shipping yet: a percentage is said as such, for the caller to
    // take off the grand total with shipping, as apply_coupon_code will.
    apply_discount_on: 'Grand Total',
    additional_discount_percentage: checked.kind === 'percent' ? checked.value : 0,
    discount_amount: euro(discount),
    grand_total: euro(Math.max(0, subtotal - discount)),
  };
}
