import type { useActionForm } from '@/components/ui/use-action-form';
import type { NativeFlag } from '@/components/ui/form-native';
import { flatValues } from '@/components/ui/form-values';
import { EMPTY_CHECKOUT } from '@/lib/checkout/defaults';
import type { CheckoutInput } from '@/lib/checkout/schema';
import type { PlaceOrderResult } from './actions';

type Prefixed<T, P extends string> = { [K in keyof T & string as `${P}.${K}`]: T[K] };

/**
 * The checkout's fields as the form holds them: one a name, the addresses' by a dotted name
 * (`shipping.city`), which the schema check and the order nest again (lib/checkout/schema.ts).
 */
export type CheckoutFields = Omit<CheckoutInput, 'shipping' | 'billing'> &
  Prefixed<CheckoutInput['shipping'], 'shipping'> &
  Prefixed<CheckoutInput['billing'], 'billing'>;

/** What the form starts from: the shop's defaults, and the delivery method the cart chose. */
export function checkoutDefaults(shippingRule: string): CheckoutFields {
  return { ...(flatValues(EMPTY_CHECKOUT) as CheckoutFields), shipping_rule: shippingRule };
}

/**
 * Placing the order as the form sees it: placed, field errors next to their fields, or an answer
 * the checkout gives itself (use-place-order.ts), `null` when there was nothing to place yet.
 */
export type PlaceResult =
  | { ok: true; outcome: Extract<PlaceOrderResult, { ok: true }> }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'answered'; outcome: Exclude<PlaceOrderResult, { ok: true }> | null }
  | { ok: false; reason: 'unavailable' };

/** What the browser's own checks mean in the checkout's words (`Checkout.errors`). */
export function checkoutNativeKey(field: string, flag: NativeFlag): string {
  if (flag === 'typeMismatch') return field === 'pec' ? 'pec' : 'email';
  return flag === 'tooLong' ? 'tooLong' : 'required';
}

/** What the checkout's sections draw their fields with. */
export type CheckoutForm = Pick<
  ReturnType<typeof useActionForm<CheckoutFields, PlaceResult>>,
  'field' | 'tick' | 'choice' | 'values' | 'errors'
>;
