import 'server-only';
import { getUserInfo } from '@/lib/backend/auth';
import { createCustomerAtCheckout } from '@/lib/backend/commerce';
import type { CheckoutValues } from './schema';
import type { PlaceOrderResult } from './place-order-result';
import type { Shopper } from '@/lib/domain/shopper';

/** Who places the order, with the session that goes on to ask for the quotation and the payment. */
export interface OrderingCustomer {
  jwt: string | undefined;
  user: Shopper | null;
  customer: string;
}

/**
 * Who orders: the signed-in shopper's Customer, a Customer made now (when the form asks for an
 * account; its JWT goes to the httpOnly cookie only), or the back-end's "Guest".
 */
export async function orderingCustomer(
  form: CheckoutValues,
  context: {
    readJwt: () => Promise<string | undefined>;
    writeJwt: (jwt: string) => Promise<void>;
    locale: string;
  },
): Promise<OrderingCustomer | Extract<PlaceOrderResult, { reason: 'account-exists' | 'rejected' | 'unavailable' }>> {
  const locale = context.locale;
  let jwt = await context.readJwt();
  let user: Shopper | null = null;
  let customer = 'Guest';
  if (form.create_account && !jwt) {
    const created = await createCustomerAtCheckout(
      {
        email: form.email.toLowerCase(),
        first_name: form.first_name,
        last_name: form.last_name,
        password: form.password,
      },
      locale,
    );
    if (!created.ok) {
      if (created.error.status === 409 || created.error.excType === 'DuplicateEntryError')
        return { ok: false, reason: 'account-exists' };
      if (created.error.kind === 'rejected')
        return { ok: false, reason: 'rejected', message: created.error.message ?? null };
      return { ok: false, reason: 'unavailable' };
    }
    jwt = created.data.jwt;
    await context.writeJwt(jwt);
    customer = created.data.customer ?? form.email.toLowerCase();
    user = { first_name: form.first_name, last_name: form.last_name, email: form.email.toLowerCase() };
  } else if (jwt) {
    const info = await getUserInfo(jwt);
    if (info.ok) {
      user = { first_name: info.data.first_name, last_name: info.data.last_name, email: info.data.email };
      customer = info.data.customer || 'Guest';
    }
  }
  return { jwt, user, customer };
}
