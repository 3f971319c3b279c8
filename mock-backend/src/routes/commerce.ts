/**
 * Commerce as the real back-end answers it (docs/backend/commerce-mock.md): deliverable
 * countries, shipping rules, the quotation, the coupon and the payment request, one file each in
 * routes/commerce/; plus the test helpers under /__mock. Orders, addresses, invoices and the stock
 * resources are in orders.ts; the optional methods the real back-end lacks in commerce/extended.ts.
 *
 * Paths under /api/method/:
 *   omnicommerce.controllers.cart.get_deliverable_countries      → {data: [{name: "Italy", code: "it"}, …]}
 *   omnicommerce.controllers.cart.get_shipping_rules (country, totalPrice)
 *                                                                 → {data: [{shipping_rule, label, generic_shipping_amount, shipping_amount, country, price_range_from, price_range_to}]}
 *   mymb_ecommerce.mymb_ecommerce.order.create_quotation (POST, JSON body)
 *                                                                 → "SAL-QTN-2026-00042"
 *   omnicommerce.controllers.promotion.apply_coupon_code (quotation_name, applied_code, applied_referral_sales_partner)
 *                                                                 → the whole Quotation + coupon_description; refusals HTTP 200 {status: "error", message, coupon_description: ""}
 *   mymb_ecommerce.mymb_ecommerce.payment.payment_request (quotation_name, payment_gateway)
 *                                                                 → {payment_request, payment_url, wired_transfer_data, clientSecret, quotation}
 * Stock ERPNext's way to an order where mymb's payment_request fails: commerce/stock-erpnext.ts.
 * Test helpers (no token): GET /__mock/orders?email=&name=, POST /__mock/orders/status {name, status, note?},
 *   POST /__mock/stripe/payment-succeeded {payment_intent | order}, GET /__mock/stock?sku=, POST /__mock/stock {sku, stock}.
 */
import type { MockModule } from '../context';
import { args, method } from '../frappe';
import { registerExtended } from '../commerce/extended';
import { migrateCommerce } from '../commerce/schema';
import { seedCommerce } from '../commerce/seed';
import { applyCouponCode } from './commerce/coupon';
import { paymentRequest } from './commerce/payment';
import { createQuotation } from './commerce/quotation';
import { countries, shippingRules } from './commerce/shipping';
import { registerStockErpnext, migrateStockErpnext } from './commerce/stock-erpnext';
import { registerCommerceTestHelpers } from './commerce/test-helpers';

const CART = 'omnicommerce.controllers.cart';
const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
const PAYMENT = 'mymb_ecommerce.mymb_ecommerce.payment';
const PROMOTION = 'omnicommerce.controllers.promotion';

export const commerceModule: MockModule = {
  name: 'commerce',
  migrate: (db) => {
    migrateCommerce(db);
    migrateStockErpnext(db);
  },
  seed: seedCommerce,
  register(app) {
    method(app, `${CART}.get_deliverable_countries`, () => countries());
    method(app, `${CART}.get_shipping_rules`, async (c) => shippingRules(await args(c)));
    method(app, `${ORDER}.create_quotation`, createQuotation, { http: 'POST' });
    method(app, `${PROMOTION}.apply_coupon_code`, applyCouponCode);
    method(app, `${PAYMENT}.payment_request`, paymentRequest);
    registerStockErpnext(app);
    registerExtended(app);
    registerCommerceTestHelpers(app);
  },
};
