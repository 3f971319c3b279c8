/**
 * Optional methods the real back-end lacks, registered with `{ extended: true }`: under the real
 * profile each answers Frappe's 417 "Failed to get method". Their contracts, for a Frappe
 * developer who wants to add them, are in docs/backend/commerce-mock.md; each lives in extended/.
 */
import type { App, AppContext } from '../context';
import { args, method, type Args } from '../frappe';
import { addAddress, deleteOwnAddress, setDefaultAddress, updateOwnAddress } from './extended/address-book';
import { paymentStatus, simulateCardPayment } from './extended/card-payment';
import { previewCoupon } from './extended/coupon-preview';
import { orderDocument, salesOrder, trackOrder } from './extended/order-lookup';
import { productsPrice } from './extended/products-price';
import { registerRedirectGateway, startRedirectPayment } from './extended/redirect-payment';

const ORDER = 'mymb_ecommerce.mymb_ecommerce.order';
const PAYMENT = 'mymb_ecommerce.mymb_ecommerce.payment';
const extended = { extended: true } as const;

export function registerExtended(app: App): void {
  const m = (path: string, handler: (c: AppContext, a: Args) => unknown) =>
    method(app, path, async (c) => handler(c, await args(c)), extended);
  m('omnicommerce.controllers.api_client.get_products_price', productsPrice);
  m('omnicommerce.controllers.promotion.preview_coupon_code', previewCoupon);
  m(`${PAYMENT}.simulate_card_payment`, simulateCardPayment);
  m(`${PAYMENT}.start_redirect_payment`, startRedirectPayment);
  m(`${PAYMENT}.get_payment_status`, paymentStatus);
  m(`${ORDER}.get_sales_order`, salesOrder);
  m(`${ORDER}.track_order`, trackOrder);
  m(`${ORDER}.add_address`, addAddress);
  m(`${ORDER}.update_address`, updateOwnAddress);
  m(`${ORDER}.delete_address`, deleteOwnAddress);
  m(`${ORDER}.set_default_address`, setDefaultAddress);
  m('mymb_ecommerce.mymb_b2c.mymb_documents.get_document', orderDocument);
  // The gateway's page is open on both profiles; only the extended one can start a payment there.
  registerRedirectGateway(app);
}
