/** `apply_coupon_code`: a coupon on a saved quotation, refused as the real method refuses it. */
import type { AppContext } from '../../context';
import { args, missingArgument } from '../../frappe';
import { couponDiscountCents, findCoupon } from '../../commerce/data';
import { quotationDoc } from '../../commerce/documents';
import { erpState } from '../../commerce/erp-state';
import { getQuotation, iso, type OrderRow } from '../../commerce/orders';
import { text } from './method-args';

/** A refusal: HTTP 200 with the reason, also as `_server_messages` (msgprint). */
function couponRefusal(c: AppContext, reason: string) {
  const inner = JSON.stringify({ message: reason, title: 'Message', indicator: 'red' });
  return c.json({
    message: { status: 'error', message: reason, coupon_description: '' },
    _server_messages: JSON.stringify([inner]),
  });
}

export async function applyCouponCode(c: AppContext) {
  const a = await args(c);
  for (const arg of ['quotation_name', 'applied_code', 'applied_referral_sales_partner']) {
    if (a[arg] === undefined) throw missingArgument('apply_coupon_code', arg);
  }
  const code = text(a.applied_code);
  if (!code) return couponRefusal(c, 'Please enter a coupon code');
  const coupon = findCoupon(code);
  if (!coupon) return couponRefusal(c, 'Please enter a valid coupon code');
  const today = iso(c.get('options').now()).slice(0, 10);
  if (today < coupon.valid_from) return couponRefusal(c, "Sorry, this coupon code's validity has not started");
  if (today > coupon.valid_until) return couponRefusal(c, "Sorry, this coupon code's validity has expired");
  const name = text(a.quotation_name);
  const q = getQuotation(c.get('db'), name);
  if (!q) return couponRefusal(c, `Quotation ${name} not found`);
  if (coupon.max_use_per_email !== undefined) {
    // Counted on submitted orders of the same e-mail (a Draft card order awaiting payment does not count).
    const orders = c
      .get('db')
      .prepare('SELECT * FROM sales_order WHERE email = ? AND coupon_code = ?')
      .all(q.email, coupon.code) as OrderRow[];
    if (orders.filter((o) => erpState(o).docstatus === 1).length >= coupon.max_use_per_email) {
      return couponRefusal(c, 'This coupon code has been used the maximum number of times allowed.');
    }
  }
  // A pricing rule with a minimum amount gives no discount below it (no refusal).
  const discount =
    q.subtotal_cents >= coupon.min_spend_cents ? couponDiscountCents(coupon, q.subtotal_cents, q.shipping_cents) : 0;
  c.get('db')
    .prepare('UPDATE quotation SET coupon_code = ?, discount_cents = ?, modified = ? WHERE name = ?')
    .run(coupon.code, discount, iso(c.get('options').now()), q.name);
  return { ...quotationDoc(getQuotation(c.get('db'), q.name)!), coupon_description: coupon.html };
}
