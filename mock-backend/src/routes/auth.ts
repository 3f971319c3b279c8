/**
 * Shopper accounts, answering as mymb_ecommerce.utils.auth does (docs/backend/account.md):
 *   sigin (sic) (usr, pwd)        → {message: {message: "Authentication successful", jwt}}
 *       unknown user 404 DoesNotExistError; wrong password 401 AuthenticationError with no
 *       `_server_messages`. No lockout: the real method bypasses Frappe's login-attempt tracker.
 *   create_customer_and_user (email, first_name, last_name, password) → {user, customer, jwt};
 *       no password policy; 409 DuplicateEntryError; 417 InvalidEmailAddressError
 *   get_user_info                 → {email, first_name, last_name, roles, customer: <Customer document>}  (JWT)
 *   update_user_info (first_name, last_name) → {message, first_name, last_name}; empty values kept (JWT)
 *   update_user_password (user_email (ignored), old_password, new_password) → {message}; wrong old 401 (JWT)
 *   reset_password (user)         → {status: "success", …}; unknown user 404 {status: "failed", …};
 *       3 calls per hour per client IP (first X-Forwarded-For value) → 429 RateLimitExceededError;
 *       mails <storefront>/pages/update-password?key=… (valid 20 minutes) to the outbox
 *   update_user_password_with_key (new_password, key) → {status: "success", message: "/me"};
 *       used/unknown/expired key 410 {status: "success", message: …}; weak password 400 {status: "failed", …}
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { SHOP_NAME } from '../business';
import type { AppContext, MockModule } from '../context';
import { args, duplicateEntry, frappeError, frappeErrorBody, method, notFound, type Args } from '../frappe';
import { sendMail } from '../mail';
import { hashPassword, hashPasswordSync, verifyPassword } from '../passwords';
import { findUserByEmail, RaisedError, requireUser, signJwt, type User } from '../user';

const BASE = 'mymb_ecommerce.utils.auth';

/** System Settings `password_reset_limit` (default 3) per hour, per client IP. */
const RESET_WINDOW_MS = 60 * 60 * 1000;
const RESET_MAX_REQUESTS = 3;
/** System Settings `reset_password_link_expiry_duration` (default 1200 s). */
const RESET_KEY_TTL_MS = 20 * 60 * 1000;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const DEMO_USERS = [
  { email: 'mario.rossi@example.com', first_name: 'Mario', last_name: 'Rossi', password: 'Password123!' },
  { email: 'jana.novak@example.com', first_name: 'Jana', last_name: 'Nováková', password: 'Password123!' },
];

/** Registration names the Customer after the e-mail (`customer_name` = e-mail), so its name is the e-mail. */
function insertUser(
  db: Database,
  u: { email: string; first_name: string; last_name: string; password_hash: string },
  now: number,
) {
  const info = db
    .prepare(
      'INSERT INTO user (email, first_name, last_name, password_hash, roles, customer, created) VALUES (?,?,?,?,?,?,?)',
    )
    .run(
      u.email,
      u.first_name,
      u.last_name,
      u.password_hash,
      JSON.stringify(['Customer']),
      u.email,
      new Date(now).toISOString(),
    );
  return { id: Number(info.lastInsertRowid), customer: u.email };
}

/** A required argument the method declares: Python fails before the method runs → 500 TypeError. */
function required(a: Args, fn: string, key: string): string {
  const v = a[key];
  if (v === undefined || v === null)
    throw new RaisedError(500, 'TypeError', `TypeError: ${fn}() missing 1 required positional argument: '${key}'`);
  return typeof v === 'string' ? v : String(v);
}

/** An argument annotated `str`: another JSON type → 417 FrappeTypeError. */
function requiredText(a: Args, fn: string, key: string): string {
  const v = a[key];
  if (v !== undefined && v !== null && typeof v !== 'string') {
    throw frappeError(
      417,
      'FrappeTypeError',
      `Argument '${key}' should be of type 'str' but got '${typeof v}' instead.`,
    );
  }
  return required(a, fn, key);
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The client IP Frappe's rate limiter keys on: the first X-Forwarded-For value, else the socket. */
function clientIp(c: AppContext): string {
  const first = (c.req.header('x-forwarded-for') ?? '').split(',')[0]!.trim();
  return first || 'socket';
}

/**
 * Frappe's password policy (zxcvbn score ≥ 2, on by default) in a simple form: at least 8
 * characters mixing at least two of lower case, upper case, digits and symbols, not a common one.
 */
const COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  'qwertyui',
  'iloveyou',
  'abc12345',
]);
function weakPasswordFeedback(pw: string): string | null {
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(pw)).length;
  if (pw.length >= 8 && classes >= 2 && !COMMON.has(pw.toLowerCase())) return null;
  return 'Add another word or two. Uncommon words are better. Avoid sequences and common passwords.';
}

/** The Customer document `get_user_info` returns: a whole document, null fields left out. */
function customerDocument(u: User, created: string) {
  const stamp = frappeDatetime(created);
  return {
    name: u.customer,
    owner: 'Administrator',
    creation: stamp,
    modified: stamp,
    modified_by: 'Administrator',
    docstatus: 0,
    idx: 0,
    naming_series: 'CUST-.YYYY.-',
    customer_name: u.customer,
    customer_type: 'Individual',
    customer_group: 'B2C',
    territory: 'Italy',
    email_id: u.email,
    mobile_no: '',
    language: 'it',
    is_internal_customer: 0,
    disabled: 0,
    is_frozen: 0,
    so_required: 0,
    dn_required: 0,
    doctype: 'Customer',
    accounts: [],
    credit_limits: [],
    sales_team: [],
    companies: [],
    portal_users: [],
  };
}

function frappeDatetime(iso: string): string {
  return iso
    .replace('T', ' ')
    .replace(/\.\d+Z$|Z$/, '')
    .replace(/\.000$/, '');
}

function resetMail(c: AppContext, email: string, firstName: string, link: string) {
  const it = c.get('lang') === 'it';
  const subject = it ? `${SHOP_NAME}: reimposta la password` : `${SHOP_NAME}: reset your password`;
  const text = it
    ? `Ciao ${firstName},\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account ${SHOP_NAME}.\nApri questo link entro 20 minuti per sceglierne una nuova:\n\n${link}\n\nSe non l'hai chiesto tu, ignora questa e-mail.\n`
    : `Hello ${firstName},\n\nwe received a request to reset the password of your ${SHOP_NAME} account.\nOpen this link within 20 minutes to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`;
  const html = `<p>${it ? 'Ciao' : 'Hello'} ${firstName},</p><p>${
    it
      ? `abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${SHOP_NAME}.`
      : `we received a request to reset the password of your ${SHOP_NAME} account.`
  }</p><p><a href="${link}">${it ? 'Scegli una nuova password' : 'Choose a new password'}</a> (${it ? 'valido 20 minuti' : 'valid for 20 minutes'})</p><p>${
    it ? 'Se non l’hai chiesto tu, ignora questa e-mail.' : 'If you did not ask for this, ignore this e-mail.'
  }</p>`;
  sendMail(c.get('db'), { to: email, subject, text, html, links: [link] }, c.get('options').now());
}

/** A method that sets its own HTTP status and still answers `{"message": …}` (plus extra body keys). */
function answerWithStatus(
  c: AppContext,
  status: 400 | 401 | 404 | 410 | 500,
  value: unknown,
  extra: Record<string, unknown> = {},
) {
  return c.json({ message: value, ...extra }, status);
}

export const authModule: MockModule = {
  name: 'auth',
  migrate(db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS user (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        roles TEXT NOT NULL,
        customer TEXT NOT NULL,
        created TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS reset_budget (ip TEXT PRIMARY KEY, window_start INTEGER NOT NULL, calls INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS reset_key (
        key_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        expires INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      );
    `);
  },
  seed(db) {
    for (const u of DEMO_USERS) {
      if (db.prepare('SELECT 1 FROM user WHERE email = ?').get(u.email)) continue;
      insertUser(db, { ...u, password_hash: hashPasswordSync(u.password) }, Date.UTC(2025, 5, 1));
    }
  },
  register(app) {
    method(app, `${BASE}.sigin`, async (c) => {
      const a = await args(c);
      const email = required(a, 'sigin', 'usr').trim().toLowerCase();
      const pwd = required(a, 'sigin', 'pwd');
      const row = c.get('db').prepare('SELECT password_hash FROM user WHERE email = ?').get(email) as
        { password_hash: string } | undefined;
      if (!row) throw notFound(`User ${email} not found`);
      if (!(await verifyPassword(pwd, row.password_hash))) {
        throw new RaisedError(
          401,
          'AuthenticationError',
          'frappe.exceptions.AuthenticationError: Incorrect User or Password',
        );
      }
      const user = findUserByEmail(c, email)!;
      return { message: 'Authentication successful', jwt: await signJwt(user, c.get('options')) };
    });

    method(app, `${BASE}.create_customer_and_user`, async (c) => {
      const a = await args(c);
      const fn = 'create_customer_and_user';
      const email = required(a, fn, 'email').trim().toLowerCase();
      const first = required(a, fn, 'first_name').trim();
      const last = required(a, fn, 'last_name').trim();
      const password = required(a, fn, 'password');
      if (!EMAIL_RE.test(email) || email.length > 254)
        throw frappeError(417, 'InvalidEmailAddressError', `${email} is not a valid Email Address`);
      if (!first) throw frappeError(417, 'MandatoryError', 'Error: Value missing for User: First Name');
      const db = c.get('db');
      if (db.prepare('SELECT 1 FROM user WHERE email = ?').get(email))
        throw duplicateEntry(`User ${email} already exists`);
      const hash = await hashPassword(password);
      // Re-check after the await: two concurrent registrations must not both succeed.
      if (db.prepare('SELECT 1 FROM user WHERE email = ?').get(email))
        throw duplicateEntry(`User ${email} already exists`);
      const { customer } = insertUser(
        db,
        { email, first_name: first, last_name: last, password_hash: hash },
        c.get('options').now(),
      );
      return { user: email, customer, jwt: await signJwt({ email, roles: ['Customer'] }, c.get('options')) };
    });

    method(app, `${BASE}.get_user_info`, async (c) => {
      const u = await requireUser(c);
      const created = c.get('db').prepare('SELECT created FROM user WHERE id = ?').pluck().get(u.id) as string;
      return {
        email: u.email,
        first_name: u.first_name,
        last_name: u.last_name,
        roles: u.roles,
        customer: customerDocument(u, created),
      };
    });

    method(app, `${BASE}.update_user_info`, async (c) => {
      const u = await requireUser(c);
      const a = await args(c);
      // Each name is applied only when non-empty: a name cannot be cleared.
      const first = typeof a.first_name === 'string' && a.first_name.trim() ? a.first_name.trim() : u.first_name;
      const last = typeof a.last_name === 'string' && a.last_name.trim() ? a.last_name.trim() : u.last_name;
      c.get('db').prepare('UPDATE user SET first_name = ?, last_name = ? WHERE id = ?').run(first, last, u.id);
      return { message: 'User information updated successfully', first_name: first, last_name: last };
    });

    method(app, `${BASE}.update_user_password`, async (c) => {
      // The JWT decorator runs first; a missing argument fails only when the method itself is called.
      const u = await requireUser(c);
      const a = await args(c);
      const fn = 'update_user_password';
      required(a, fn, 'user_email');
      const oldPw = required(a, fn, 'old_password');
      const newPw = required(a, fn, 'new_password');
      const db = c.get('db');
      const stored = db.prepare('SELECT password_hash FROM user WHERE id = ?').pluck().get(u.id) as string;
      if (!(await verifyPassword(oldPw, stored))) {
        throw new RaisedError(
          401,
          'AuthenticationError',
          'frappe.exceptions.AuthenticationError: Incorrect User or Password',
        );
      }
      db.prepare('UPDATE user SET password_hash = ? WHERE id = ?').run(await hashPassword(newPw), u.id);
      return { message: 'Password updated successfully' };
    });

    method(app, `${BASE}.reset_password`, async (c) => {
      const db = c.get('db');
      const now = c.get('options').now();
      // Frappe's @rate_limit counts every call of the window (the window starts at the first).
      const ip = clientIp(c);
      const budget = db.prepare('SELECT window_start, calls FROM reset_budget WHERE ip = ?').get(ip) as
        { window_start: number; calls: number } | undefined;
      const fresh = !budget || budget.window_start + RESET_WINDOW_MS <= now;
      const calls = fresh ? 1 : budget.calls + 1;
      db.prepare('INSERT OR REPLACE INTO reset_budget (ip, window_start, calls) VALUES (?, ?, ?)').run(
        ip,
        fresh ? now : budget.window_start,
        calls,
      );
      if (calls > RESET_MAX_REQUESTS) {
        throw frappeError(
          429,
          'RateLimitExceededError',
          'You hit the rate limit because of too many requests. Please try after sometime.',
        );
      }
      const a = await args(c);
      const email = required(a, 'reset_password', 'user').trim().toLowerCase();
      const user = findUserByEmail(c, email);
      if (!user) {
        // frappe.get_doc logged its message before the method caught the exception.
        return answerWithStatus(
          c,
          404,
          { status: 'failed', message: 'User not found.', http_status_code: 404 },
          { _server_messages: frappeErrorBody('DoesNotExistError', `User ${email} not found`)._server_messages },
        );
      }
      const key = randomBytes(16).toString('hex');
      // One live key per user, as Frappe keeps one reset_password_key on the User.
      db.prepare('UPDATE reset_key SET used = 1 WHERE user_id = ?').run(user.id);
      db.prepare('INSERT INTO reset_key (key_hash, user_id, expires) VALUES (?, ?, ?)').run(
        sha256(key),
        user.id,
        now + RESET_KEY_TTL_MS,
      );
      resetMail(c, user.email, user.first_name, `${c.get('options').storefrontUrl}/pages/update-password?key=${key}`);
      return {
        status: 'success',
        message: 'Password reset instructions have been sent to your email.',
        title: 'Password Email Sent',
      };
    });

    method(app, `${BASE}.update_user_password_with_key`, async (c) => {
      const a = await args(c);
      const fn = 'update_user_password_with_key';
      const newPw = requiredText(a, fn, 'new_password');
      const key = requiredText(a, fn, 'key');
      // Frappe tests the password's strength before it looks at the key.
      const weak = weakPasswordFeedback(newPw);
      if (weak) return answerWithStatus(c, 400, { status: 'failed', message: weak });
      const db = c.get('db');
      const now = c.get('options').now();
      const row = db.prepare('SELECT user_id, expires, used FROM reset_key WHERE key_hash = ?').get(sha256(key)) as
        { user_id: number; expires: number; used: number } | undefined;
      // A 410 that says "success": the real wrapper labels whatever update_password returned.
      if (!row || row.used)
        return answerWithStatus(c, 410, {
          status: 'success',
          message: 'The reset password link has either been used before or is invalid',
        });
      if (row.expires <= now)
        return answerWithStatus(c, 410, { status: 'success', message: 'The reset password link has been expired' });
      const hash = await hashPassword(newPw);
      db.transaction(() => {
        db.prepare('UPDATE user SET password_hash = ? WHERE id = ?').run(hash, row.user_id);
        db.prepare('UPDATE reset_key SET used = 1 WHERE user_id = ?').run(row.user_id);
      })();
      return { status: 'success', message: '/me' };
    });
  },
};
