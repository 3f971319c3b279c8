import type { Resolver } from 'react-hook-form';
import type { CheckoutInput, CheckoutValues } from '@/lib/checkout/schema';
import type { SavedAddress } from './saved-address';

/**
 * The checkout's validation and its saved address load apart from the page: zod and the schema
 * are about a quarter of the checkout's JavaScript, and nothing needs them before the shopper
 * leaves a field or the browser is idle (checkout-view warms them then). The form renders and
 * takes input while they load; the first check simply waits for them.
 */
let validation: Promise<Resolver<CheckoutInput, unknown, CheckoutValues>> | undefined;

export function loadCheckoutValidation() {
  return (validation ??= Promise.all([import('@/components/ui/form-resolver'), import('@/lib/checkout/schema')]).then(
    ([{ zodResolver }, { checkoutSchema }]) => zodResolver(checkoutSchema),
  ));
}

export const checkoutResolver: Resolver<CheckoutInput, unknown, CheckoutValues> = async (values, context, options) =>
  (await loadCheckoutValidation())(values, context, options);

/** The address this browser used last (saved-address.ts parses it with zod, so it loads with the schema's chunk). */
export async function loadSavedAddress(): Promise<SavedAddress | null> {
  return (await import('./saved-address')).loadSavedAddress();
}

export async function saveAddress(address: Omit<SavedAddress, 'version'>): Promise<void> {
  (await import('./saved-address')).saveAddress(address);
}
