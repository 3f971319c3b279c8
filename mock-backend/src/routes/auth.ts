/**
 * Shopper accounts (mymb_ecommerce.utils.auth.*):
 *   sigin (sic) (usr, pwd)                → top level {"message": "Authentication successful", "jwt"}
 *       unknown user 404, wrong password 417; 5 failures for one e-mail within 15 minutes → 429
 *       TooManyRequests with Retry-After (seconds) until the oldest of them is 15 minutes old
 *   create_customer_and_user (email, first_name, last_name, password ≥ 8) → {user, customer, jwt}; 409 if taken
 *   get_user_info                         → {email, first_name, last_name, roles, customer}  (JWT)
 *   update_user_info (first_name, last_name) → {message, first_name, last_name}              (JWT)
 *   update_user_password (user_email, old_password, new_password) → {status, message}       (JWT; wrong old 417)
 *   reset_password (user)                 → {status: "success", message} whether or not the account
 *       exists; e-mails a link <storefront>/pages/forgot-password?key=… (valid 1 hour) to the
 *       outbox; more than 3 requests per e-mail per hour → 417 (Frappe's rate limit)
 *   update_user_password_with_key (new_password, key) → {status, message}; used/expired/unknown key → 410
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { SHOP_NAME } from '../business';
import type { AppContext, MockModule } from '../context';
import { args, duplicateEntry, frappeError, method, notFound, permissionError, requiredStr, str, validationError } from '../frappe';
import { sendMail } from '../mail';
import { hashPassword, hashPasswordSync, verifyPassword } from '../passwords';
import { findUserByEmail, requireUser, signJwt } from '../user';

const BASE = 'mymb_ecommerce.utils.auth';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const RESET_WINDOW_MS = 60 * 60 * 1000;
export const RESET_MAX_REQUESTS = 3;
export const RESET_KEY_TTL_MS = 60 * 60 * 1000;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const DEMO_USERS = [
  { email: 'mario.rossi@example.com', first_name: 'Mario', last_name: 'Rossi', password: 'Password123!' },
  { email: 'jana.novak@example.com', first_name: 'Jana', last_name: 'Nováková', password: 'Password123!' },
];

function uniqueCustomerName(db: Database, first: string, last: string): string {
  const base = `${first} ${last}`.trim();
  let name = base;
  for (let k = 1; db.prepare('SELECT 1 FROM user WHERE customer = ?').get(name); k++) name = `${base} - ${k}`;
  return name;
}

function insertUser(db: Database, u: { email: string; first_name: string; last_name: string; password_hash: string }, now: number) {
  const customer = uniqueCustomerName(db, u.first_name, u.last_name);
  const info = db
    .prepare('INSERT INTO user (email, first_name, last_name, password_hash, roles, customer, created) VALUES (?,?,?,?,?,?,?)')
    .run(u.email, u.first_name, u.last_name, u.password_hash, JSON.stringify(['Customer']), customer, new Date(now).toISOString());
  return { id: Number(info.lastInsertRowid), customer };
}

function checkPassword(pw: string, label = 'Password'): void {
  if (pw.length < 8) throw validationError(`${label} must be at least 8 characters long`);
  if (pw.length > 128) throw validationError(`${label} must be at most 128 characters long`);
}

function checkName(value: string | undefined, label: string): string {
  const v = (value ?? '').trim();
  if (!v) throw validationError(`${label} is required`);
  if (v.length > 80) throw validationError(`${label} must be at most 80 characters long`);
  return v;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function resetMail(c: AppContext, email: string, firstName: string, link: string) {
  const it = c.get('lang') === 'it';
  const subject = it ? `${SHOP_NAME}: reimposta la password` : `${SHOP_NAME}: reset your password`;
  const text = it
    ? `Ciao ${firstName},\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account ${SHOP_NAME}.\nApri questo link entro un'ora per sceglierne una nuova:\n\n${link}\n\nSe non l'hai chiesto tu, ignora questa e-mail.\n`
    : `Hello ${firstName},\n\nwe received a request to reset the password of your ${SHOP_NAME} account.\nOpen this link within one hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`;
  const html = `<p>${it ? 'Ciao' : 'Hello'} ${firstName},</p><p>${
    it
      ? `abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${SHOP_NAME}.`
      : `we received a request to reset the password of your ${SHOP_NAME} account.`
  }</p><p><a href="${link}">${it ? 'Scegli una nuova password' : 'Choose a new password'}</a> (${it ? 'valido un’ora' : 'valid for one hour'})</p><p>${
    it ? 'Se non l’hai chiesto tu, ignora questa e-mail.' : 'If you did not ask for this, ignore this e-mail.'
  }</p>`;
  sendMail(c.get('db'), { to: email, subject, text, html, links: [link] }, c.get('options').now());
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
      CREATE TABLE IF NOT EXISTS login_failure (email TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS login_failure_email ON login_failure (email, at);
      CREATE TABLE IF NOT EXISTS reset_request (email TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS reset_request_email ON reset_request (email, at);
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
      const db = c.get('db');
      const now = c.get('options').now();
      const email = requiredStr(a, 'usr', 'usr (e-mail)').trim().toLowerCase();
      const pwd = requiredStr(a, 'pwd', 'pwd (password)');
      const since = now - LOGIN_WINDOW_MS;
      const failures = db
        .prepare('SELECT at FROM login_failure WHERE email = ? AND at > ? ORDER BY at DESC LIMIT ?')
        .pluck()
        .all(email, since, LOGIN_MAX_FAILURES) as number[];
      if (failures.length >= LOGIN_MAX_FAILURES) {
        const oldest = failures[failures.length - 1]!;
        const retry = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
        throw frappeError(429, 'TooManyRequests', `Too many failed login attempts. Try again in ${Math.ceil(retry / 60)} minutes.`, {
          'Retry-After': String(retry),
        });
      }
      const row = db.prepare('SELECT email, password_hash FROM user WHERE email = ?').get(email) as
        | { email: string; password_hash: string }
        | undefined;
      const fail = () => db.prepare('INSERT INTO login_failure (email, at) VALUES (?, ?)').run(email, now);
      if (!row) {
        fail();
        throw notFound(`User ${email} not found`);
      }
      if (!(await verifyPassword(pwd, row.password_hash))) {
        fail();
        throw validationError('Incorrect password');
      }
      db.prepare('DELETE FROM login_failure WHERE email = ?').run(email);
      const user = findUserByEmail(c, email)!;
      return c.json({ message: 'Authentication successful', jwt: await signJwt(user, c.get('options')) });
    });

    method(app, `${BASE}.create_customer_and_user`, async (c) => {
      const a = await args(c);
      const db = c.get('db');
      const email = requiredStr(a, 'email', 'Email').trim().toLowerCase();
      if (!EMAIL_RE.test(email) || email.length > 254) throw validationError(`${email} is not a valid email address`);
      const first = checkName(str(a, 'first_name'), 'First name');
      const last = checkName(str(a, 'last_name'), 'Last name');
      const password = requiredStr(a, 'password', 'Password');
      checkPassword(password);
      if (db.prepare('SELECT 1 FROM user WHERE email = ?').get(email)) throw duplicateEntry(`A user with email ${email} already exists`);
      const hash = await hashPassword(password);
      // Re-check after the await: two concurrent registrations must not both succeed.
      if (db.prepare('SELECT 1 FROM user WHERE email = ?').get(email)) throw duplicateEntry(`A user with email ${email} already exists`);
      const { customer } = insertUser(db, { email, first_name: first, last_name: last, password_hash: hash }, c.get('options').now());
      return { user: email, customer, jwt: await signJwt({ email, roles: ['Customer'] }, c.get('options')) };
    });

    method(app, `${BASE}.get_user_info`, async (c) => {
      const u = await requireUser(c);
      return { email: u.email, first_name: u.first_name, last_name: u.last_name, roles: u.roles, customer: u.customer };
    });

    method(app, `${BASE}.update_user_info`, async (c) => {
      const u = await requireUser(c);
      const a = await args(c);
      const first = checkName(str(a, 'first_name') ?? u.first_name, 'First name');
      const last = checkName(str(a, 'last_name') ?? u.last_name, 'Last name');
      c.get('db').prepare('UPDATE user SET first_name = ?, last_name = ? WHERE id = ?').run(first, last, u.id);
      return { message: 'User info updated', first_name: first, last_name: last };
    });

    method(app, `${BASE}.update_user_password`, async (c) => {
      const u = await requireUser(c);
      const a = await args(c);
      const email = (str(a, 'user_email') ?? u.email).trim().toLowerCase();
      if (email !== u.email) throw permissionError('You can only change your own password');
      const oldPw = requiredStr(a, 'old_password', 'Current password');
      const newPw = requiredStr(a, 'new_password', 'New password');
      checkPassword(newPw, 'New password');
      const db = c.get('db');
      const stored = db.prepare('SELECT password_hash FROM user WHERE id = ?').pluck().get(u.id) as string;
      if (!(await verifyPassword(oldPw, stored))) throw validationError('Incorrect current password');
      db.prepare('UPDATE user SET password_hash = ? WHERE id = ?').run(await hashPassword(newPw), u.id);
      return { status: 'success', message: 'Password updated' };
    });

    method(app, `${BASE}.reset_password`, async (c) => {
      const a = await args(c);
      const db = c.get('db');
      const now = c.get('options').now();
      const email = requiredStr(a, 'user', 'user (e-mail)').trim().toLowerCase();
      const recent = db.prepare('SELECT count(*) FROM reset_request WHERE email = ? AND at > ?').pluck().get(email, now - RESET_WINDOW_MS) as number;
      if (recent >= RESET_MAX_REQUESTS) {
        throw validationError('You hit the rate limit because of too many requests. Please try after sometime.');
      }
      db.prepare('INSERT INTO reset_request (email, at) VALUES (?, ?)').run(email, now);
      const user = findUserByEmail(c, email);
      if (user) {
        const key = randomBytes(24).toString('hex');
        db.prepare('INSERT INTO reset_key (key_hash, user_id, expires) VALUES (?, ?, ?)').run(sha256(key), user.id, now + RESET_KEY_TTL_MS);
        const link = `${c.get('options').storefrontUrl}/pages/forgot-password?key=${key}`;
        resetMail(c, user.email, user.first_name, link);
      }
      return {
        status: 'success',
        message:
          c.get('lang') === 'it'
            ? 'Se esiste un account con questa e-mail, ti abbiamo inviato un link per reimpostare la password.'
            : 'If an account exists for this e-mail, we have sent a link to reset the password.',
      };
    });

    method(app, `${BASE}.update_user_password_with_key`, async (c) => {
      const a = await args(c);
      const db = c.get('db');
      const now = c.get('options').now();
      const key = requiredStr(a, 'key', 'Key').trim();
      const newPw = requiredStr(a, 'new_password', 'New password');
      const row = db.prepare('SELECT user_id, expires, used FROM reset_key WHERE key_hash = ?').get(sha256(key)) as
        | { user_id: number; expires: number; used: number }
        | undefined;
      if (!row || row.used || row.expires < now) {
        throw frappeError(410, 'LinkExpired', 'The reset password link has either been used before or is invalid');
      }
      checkPassword(newPw, 'New password');
      const hash = await hashPassword(newPw);
      db.transaction(() => {
        db.prepare('UPDATE user SET password_hash = ? WHERE id = ?').run(hash, row.user_id);
        db.prepare('UPDATE reset_key SET used = 1 WHERE user_id = ?').run(row.user_id);
        const email = db.prepare('SELECT email FROM user WHERE id = ?').pluck().get(row.user_id) as string;
        db.prepare('DELETE FROM login_failure WHERE email = ?').run(email);
      })();
      return { status: 'success', message: 'Password updated' };
    });
  },
};
