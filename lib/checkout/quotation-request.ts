import type { QuotationAddress, QuotationRequest } from '@/lib/backend/commerce';
import type { Address } from '@/lib/backend/schemas/addresses';
import { withPickupNote, type PickupPoint } from '@/lib/domain/pickup';
import type { CheckoutValues } from './schema';

/** The checkout form as create_quotation reads it (docs/backend/checkout.md "placing an order"). */

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The shopper's own saved address with exactly these fields, so the quotation reuses it instead of
 * adding one more Address to the book (create_quotation makes new ones otherwise).
 */
export function matchingSavedAddress(
  saved: ReadonlyArray<Pick<Address, 'name' | 'address_line1' | 'address_line2' | 'city' | 'pincode' | 'country'>>,
  address: CheckoutValues['shipping'],
  countryName: string,
): string | null {
  const found = saved.find(
    (a) =>
      a.name &&
      same(a.address_line1, address.address_line1) &&
      same(a.address_line2, address.address_line2) &&
      same(a.city, address.city) &&
      same(a.pincode, address.pincode) &&
      same(a.country, countryName),
  );
  return found?.name ?? null;
}

export function addressFields(address: CheckoutValues['shipping'], countryName: string): QuotationAddress {
  return {
    address_line1: address.address_line1,
    address_line2: address.address_line2,
    city: address.city,
    state: address.state,
    pincode: address.pincode.toUpperCase(),
    country: countryName,
  };
}

export function quotationRequest(
  form: CheckoutValues,
  items: QuotationRequest['items'],
  parties: {
    customer: string;
    shipping: QuotationAddress;
    billing: QuotationAddress | null;
    pickup?: PickupPoint | null;
  },
): QuotationRequest {
  const company = form.invoice && form.customer_type === 'Company';
  return {
    items,
    customer_id: parties.customer,
    customer_type: company ? 'Company' : 'Individual',
    channel: 'B2C',
    contact_info: {
      first_name: form.first_name,
      last_name: form.last_name,
      email_id: form.email.toLowerCase(),
      phone: form.phone,
      shipping_address: parties.shipping,
      ...(form.billing_different && parties.billing ? { billing_address: parties.billing } : {}),
    },
    shipping_address_different: form.billing_different && parties.billing !== null,
    invoice: form.invoice,
    ...(form.invoice
      ? {
          business_info: company
            ? {
                company_name: form.company_name,
                vat_number: form.vat_number,
                recipient_code: form.recipient_code,
                pec: form.pec,
              }
            : { tax_code: form.tax_code },
        }
      : {}),
    shipping_rule: form.shipping_rule,
    // The back-end keeps no pickup field: the point goes first in the comment it copies to the order.
    order_comment: parties.pickup ? withPickupNote(parties.pickup, form.order_comment) : form.order_comment,
  };
}
