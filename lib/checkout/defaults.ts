import { DEFAULT_COUNTRY } from '@/lib/shop-terms';
import type { PaymentMethod } from '@/lib/domain/payment-methods';
import type { CheckoutValues } from './schema';

/**
 * What the checkout form starts from, apart from its schema: the form renders with these at once,
 * while the schema (and zod) load on the first check or when the browser is idle.
 */
export { PAYMENT_METHODS, type PaymentMethod } from '@/lib/domain/payment-methods';
/** The shop's defaults: delivery to Italy and payment by bank transfer. */
const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'transfer';

export const EMPTY_CHECKOUT: CheckoutValues = {
  email: '',
  first_name: '',
  last_name: '',
  company_name: '',
  phone: '',
  shipping: { address_line1: '', address_line2: '', city: '', state: '', pincode: '', country: DEFAULT_COUNTRY },
  billing_different: false,
  billing: {
    first_name: '',
    last_name: '',
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    pincode: '',
    country: DEFAULT_COUNTRY,
  },
  create_account: false,
  password: '',
  invoice: false,
  customer_type: 'Individual',
  tax_code: '',
  vat_number: '',
  recipient_code: '',
  pec: '',
  order_comment: '',
  shipping_rule: '',
  pickup_point: '',
  payment_method: DEFAULT_PAYMENT_METHOD,
  accept_terms: false,
};
