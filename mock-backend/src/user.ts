/**
 * Shopper identity: JWT signing/verification and the `requireUser(c)` helper used by every
 * endpoint that needs a logged-in shopper. The users table itself lives in routes/auth.ts.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AppContext, MockOptions } from './context';
import { authenticationError, validationError } from './frappe';

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  customer: string;
}

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string;
  customer: string;
}

export const JWT_TTL_SECONDS = 7 * 24 * 3600;

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

/** HS256 JWT with `sub`, `email`, `roles`, `iat`, `exp` (7 days). */
export async function signJwt(user: Pick<User, 'email' | 'roles'>, options: MockOptions): Promise<string> {
  const iat = Math.floor(options.now() / 1000);
  return new SignJWT({ email: user.email, roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.email)
    .setIssuedAt(iat)
    .setExpirationTime(iat + JWT_TTL_SECONDS)
    .sign(key(options.jwtSecret));
}

export function rowToUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    roles: JSON.parse(row.roles) as string[],
    customer: row.customer,
  };
}

export function findUserByEmail(c: AppContext, email: string): User | null {
  const row = c
    .get('db')
    .prepare('SELECT id, email, first_name, last_name, roles, customer FROM user WHERE email = ?')
    .get(email.trim().toLowerCase()) as UserRow | undefined;
  return row ? rowToUser(row) : null;
}

/** The raw token of the `Jwt: Bearer <token>` header, or null. */
function bearer(c: AppContext): string | null {
  const h = c.req.header('jwt');
  if (!h) return null;
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1] ?? null;
}

/**
 * The logged-in shopper. No `Jwt` header → 417 "Invalid JWT token: Missing Authorization header"
 * (what the real back-end says); expired, badly signed or for a deleted user → 401.
 */
export async function requireUser(c: AppContext): Promise<User> {
  const token = bearer(c);
  if (!token) throw validationError('Invalid JWT token: Missing Authorization header');
  const options = c.get('options');
  let email: string | undefined;
  try {
    const { payload } = await jwtVerify(token, key(options.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(options.now()),
    });
    email = typeof payload.email === 'string' ? payload.email : payload.sub;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw authenticationError('Invalid JWT token: Signature has expired');
    throw authenticationError('Invalid JWT token');
  }
  if (!email) throw authenticationError('Invalid JWT token');
  const user = findUserByEmail(c, email);
  if (!user) throw authenticationError('Invalid JWT token: user not found');
  return user;
}

/** The shopper when a valid JWT is present, null when there is none; an invalid JWT is still 401. */
export async function optionalUser(c: AppContext): Promise<User | null> {
  if (!bearer(c)) return null;
  return requireUser(c);
}
