import { z } from 'zod';
import { addToWishlist, getWishlistCodes, removeFromWishlist } from '@/lib/backend/account';
import type { BackendError } from '@/lib/backend/result';
import { readJsonBody } from '@/lib/http/read-json';
import { log } from '@/lib/log';
import { readSessionJwt } from '@/lib/session';
import { isSameOrigin } from './same-origin';

/**
 * The wishlist for client islands (catalogue hearts, product page, wishlist page), one protocol:
 *   GET                                 → {items: [{item_code}]}
 *   POST {item_code, action: add|remove} → the new list (action defaults to add)
 * 401 JSON when signed out; changes must come from this site. The JWT stays in the cookie.
 */

const NO_STORE = { 'Cache-Control': 'private, no-store' };
const bodySchema = z.object({
  item_code: z
    .string()
    .trim()
    .min(1)
    .max(140)
    .regex(/^[\w.\-/ ]+$/),
  action: z.enum(['add', 'remove']).default('add'),
});

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });
const signedOut = () => json({ error: 'signed-out', message: 'To add wishlist, please login' }, 401);

function failure(error: BackendError, event: string) {
  if (error.kind === 'unauthorised') return signedOut();
  if (error.kind === 'not-found') return json({ error: 'not-found' }, 404);
  if (error.kind === 'rejected') return json({ error: 'rejected', message: error.message }, 422);
  if (error.kind === 'rate-limited') return json({ error: 'rate-limited' }, 429);
  log.warn(event, { kind: error.kind, status: error.status });
  return json({ error: 'unavailable' }, 503);
}

async function list() {
  const codes = await getWishlistCodes();
  if (!codes.ok) return failure(codes.error, 'wishlist.read-failed');
  return json({ items: codes.data.map((item_code) => ({ item_code })) });
}

export async function GET() {
  if (!(await readSessionJwt())) return signedOut();
  return list();
}

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return json({ error: 'forbidden' }, 403);
  if (!(await readSessionJwt())) return signedOut();
  const read = await readJsonBody(request);
  if (!read.ok) return json({ error: read.status === 413 ? 'too-large' : 'invalid' }, read.status);
  const parsed = bodySchema.safeParse(read.body);
  if (!parsed.success) return json({ error: 'invalid' }, 400);
  const { item_code, action } = parsed.data;
  const result = action === 'add' ? await addToWishlist(item_code) : await removeFromWishlist(item_code);
  if (!result.ok) return failure(result.error, `wishlist.${action}-failed`);
  // After a change the whole list is read again and answered.
  return list();
}
