import { listAddresses } from '@/lib/backend/addresses';
import { getUserInfo } from '@/lib/backend/auth';
import type { Shopper } from '@/lib/domain/shopper';

/**
 * GET /api/checkout/prefill → the signed-in shopper's name, e-mail and default address for the
 * checkout form; 401 when signed out. Personal: never cached. The address comes from the address
 * book (enabled addresses, the default first), so an address the shopper removed is never offered.
 */
export async function GET() {
  const headers = { 'Cache-Control': 'private, no-store' };
  const user = await getUserInfo();
  if (!user.ok)
    return Response.json(
      { error: user.error.kind },
      { status: user.error.kind === 'unauthorised' ? 401 : 503, headers },
    );
  const addresses = await listAddresses();
  const first = addresses.ok ? (addresses.data[0] ?? null) : null;
  const address = first && {
    address_line1: first.address_line1,
    address_line2: first.address_line2,
    city: first.city,
    state: first.state,
    pincode: first.pincode,
    country: first.country,
    phone: first.phone,
  };
  const shopper: Shopper = { email: user.data.email, first_name: user.data.first_name, last_name: user.data.last_name };
  return Response.json({ user: shopper, address }, { headers });
}
