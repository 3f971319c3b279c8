/**
 * Shopper identity: the JWT the real back-end signs (mymb_ecommerce/utils/JWTManager.py) and the
 * `requireUser(c)` check every JWT method runs first. The users table itself lives in
 * routes/auth.ts.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext, MockOptions } from './context';
import { FrappeError, validationError } from './frappe';
import { qualifiedType } from './frappe-traceback';

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  /** The shopper's Customer name: the e-mail, as registration names it. */
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

/**
 * The real JWT lives 864 000 minutes (≈ 600 days: its 14 400 constant is multiplied by 60 twice)
 * and is issued with `iat` one day in the past. The storefront keeps its own shorter session.
 */
const JWT_TTL_SECONDS = 864_000 * 60;
const JWT_IAT_BACKDATE_SECONDS = 24 * 3600;

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

/** HS256 JWT with `sub`, `email`, `roles`, `iat` (a day early) and `exp`, as the real back-end signs it. */
export async function signJwt(user: Pick<User, 'email' | 'roles'>, options: MockOptions): Promise<string> {
  const now = Math.floor(options.now() / 1000);
  return new SignJWT({ email: user.email, roles: user.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.email)
    .setIssuedAt(now - JWT_IAT_BACKDATE_SECONDS)
    .setExpirationTime(now + JWT_TTL_SECONDS)
    .sign(key(options.jwtSecret));
}

function rowToUser(row: UserRow): User {
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

/**
 * An exception Frappe did not raise through `frappe.throw`: its body has `exception` (the last
 * traceback line, given here whole: "frappe.exceptions.AuthenticationError: …") and no
 * `_server_messages`, so a client finds no message text to show.
 */
export class RaisedError extends FrappeError {
  constructor(status: ContentfulStatusCode, excType: string, lastLine: string) {
    const prefix = [`${qualifiedType(excType)}: `, `${excType}: `].find((p) => lastLine.startsWith(p));
    super(status, excType, prefix ? lastLine.slice(prefix.length) : lastLine);
    this.raised = true;
  }
}

/**
 * How a JWT method crashes when the decoder swallowed an invalid or expired token and left no
 * payload: `payload.get("email")` → AttributeError, `payload["email"]` → TypeError. Nothing in
 * the answer mentions the JWT.
 */
export type JwtCrash = 'AttributeError' | 'TypeError';

function crash(kind: JwtCrash): RaisedError {
  return kind === 'AttributeError'
    ? new RaisedError(500, 'AttributeError', "AttributeError: 'NoneType' object has no attribute 'get'")
    : new RaisedError(500, 'TypeError', "TypeError: 'NoneType' object is not subscriptable");
}

/**
 * The real decorator (JWTManager.jwt_required): no `Jwt` header → 417 "Invalid JWT token: Missing
 * Authorization header"; not `Bearer <x>` → 417 "… Invalid Authorization header format"; a token
 * that does not verify (expired, forged, garbage) gives no payload, and no error yet: null here.
 */
export async function jwtEmail(c: AppContext): Promise<string | null> {
  const header = c.req.header('jwt');
  if (!header) throw validationError('Invalid JWT token: Missing Authorization header');
  const parts = header.trim().split(/\s+/);
  if (parts.length !== 2 || parts[0]!.toLowerCase() !== 'bearer')
    throw validationError('Invalid JWT token: Invalid Authorization header format');
  const options = c.get('options');
  try {
    const { payload } = await jwtVerify(parts[1]!, key(options.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: new Date(options.now()),
    });
    return typeof payload.email === 'string' ? payload.email : null;
  } catch {
    return null;
  }
}

/**
 * The logged-in shopper, checked as the real decorator does: no `Jwt` header → 417 "Invalid JWT
 * token: Missing Authorization header"; not `Bearer <x>` → 417 "… Invalid Authorization header
 * format"; a token that does not verify (expired, forged, garbage) → the method's own 500.
 */
export async function requireUser(c: AppContext, onBadToken: JwtCrash = 'AttributeError'): Promise<User> {
  const email = await jwtEmail(c);
  if (!email) throw crash(onBadToken);
  const user = findUserByEmail(c, email);
  // frappe.get_doc("User", email) of a user deleted since the token was signed.
  if (!user) throw new FrappeError(404, 'DoesNotExistError', `User ${email} not found`);
  return user;
}

/** The shopper when a `Jwt` header is present, null when there is none; a bad token still crashes. */
export async function optionalUser(c: AppContext): Promise<User | null> {
  if (!c.req.header('jwt')) return null;
  return requireUser(c);
}
