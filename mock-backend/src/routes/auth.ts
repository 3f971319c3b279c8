/**
 * Shopper accounts, answering as mymb_ecommerce.utils.auth does (docs/backend/account.md):
 *   sigin (sic) (usr, pwd)        → {message: {message: "Authentication successful", jwt}}
 *       unknown user 404 DoesNotExistError; wrong password 401 AuthenticationError with no
 *       `_server_messages`. No lockout: the real method bypasses Frappe's login-attempt tracker.
 *   create_customer_and_user (email, first_name, last_name, password) → {user, customer, jwt};
 *       Token (not allow_guest: 403 as Guest); no password policy; 409 DuplicateEntryError
 *       "User <strong>…</strong> already exists"; 417 InvalidEmailAddressError
 *   get_user_info                 → {email, first_name, last_name, roles, customer: <Customer document>}  (JWT)
 *   me                            → 500 AttributeError (the real method's datetime bug)  (JWT)
 *   update_user_info (first_name, last_name) → {message, first_name, last_name}; empty values kept (JWT)
 *   update_user_password (user_email (ignored), old_password, new_password) → {message}; wrong old 401 (JWT)
 *   reset_password (user)         → {status: "success", …}; unknown user 404 {status: "failed", …};
 *       3 calls per hour per client IP (first X-Forwarded-For value) → 429 RateLimitExceededError;
 *       mails <storefront>/pages/update-password?key=… (valid 20 minutes) to the outbox
 *   update_user_password_with_key (new_password, key) → {status: "success", message: "/me"};
 *       used/unknown/expired key 410 {status: "success", message: …}; weak password 400 {status: "failed", …}
 */
import type { Database } from 'better-sqlite3';
import type { MockModule } from '../context';
import { args, FrappeError, frappeError, method, notFound, pythonError, raisedError } from '../frappe';
import { hashPassword, hashPasswordSync, verifyPassword } from '../passwords';
import { findUserByEmail, jwtEmail, RaisedError, requireUser, signJwt, type User } from '../user';
import { required } from '../account/arguments';
import { registerPasswordReset } from '../account/password-reset';

const BASE = 'mymb_ecommerce.utils.auth';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const DEMO_USERS = [
  { email: 'mario.rossi@example.com', first_name: 'Mario', last_name: 'Rossi', password: 'Password123!' },
  { email: 'jana.novak@example.com', first_name: 'Jana', last_name: 'Nováková', password: 'Password123!' },
];

/**
 * Inserting a User whose name exists: Frappe's db_insert prints "User <strong>…</strong> already
 * exists" (title "Duplicate Name"), then raises DuplicateEntryError(doctype, name, the SQL error).
 */
function userExists(email: string): FrappeError {
  const err = raisedError(
    409,
    'DuplicateEntryError',
    `('User', '${email}', IntegrityError(1062, "Duplicate entry '${email}' for key 'PRIMARY'"))`,
  );
  err.printed = [
    { message: `User <strong>${email}</strong> already exists`, title: 'Duplicate Name', indicator: 'red' },
  ];
  return err;
}

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
    // ERPNext's Italian regional fields (erpnext/regional/italy/setup.py), present on the real
    // site: a Check is never null, and recipient_code has a default; fiscal_code, pec, first_name
    // and last_name are null on a registered shopper, so the whole document leaves them out.
    is_public_administration: 0,
    recipient_code: '0000000',
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
      DROP TABLE IF EXISTS reset_budget;
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

    method(
      app,
      `${BASE}.create_customer_and_user`,
      async (c) => {
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
        if (db.prepare('SELECT 1 FROM user WHERE email = ?').get(email)) throw userExists(email);
        const hash = await hashPassword(password);
        // Re-check after the await: two concurrent registrations must not both succeed.
        if (db.prepare('SELECT 1 FROM user WHERE email = ?').get(email)) throw userExists(email);
        const { customer } = insertUser(
          db,
          { email, first_name: first, last_name: last, password_hash: hash },
          c.get('options').now(),
        );
        return { user: email, customer, jwt: await signJwt({ email, roles: ['Customer'] }, c.get('options')) };
      },
      { guest: false },
    );

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

    // `datetime.datetime.fromtimestamp(…)` after `from datetime import datetime`: every valid JWT
    // crashes; an invalid one crashes earlier, on `None.get("sub")`.
    method(app, `${BASE}.me`, async (c) => {
      if (!(await jwtEmail(c))) throw pythonError('AttributeError', "'NoneType' object has no attribute 'get'");
      throw pythonError('AttributeError', "type object 'datetime.datetime' has no attribute 'datetime'");
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

    registerPasswordReset(app, BASE);
  },
};
