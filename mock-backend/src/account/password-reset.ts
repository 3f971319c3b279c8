/**
 * Password reset by e-mail, as mymb_ecommerce.utils.auth does it (docs/backend/account.md): reset_password
 * mails a key valid 20 minutes, update_user_password_with_key spends it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SHOP_NAME } from '../business';
import type { App, AppContext } from '../context';
import { args, frappeError, frappeErrorBody, method } from '../frappe';
import { sendMail } from '../mail';
import { hashPassword } from '../passwords';
import { siteHas } from '../site';
import { findUserByEmail } from '../user';
import { answerWithStatus, required, requiredText } from './arguments';

/** System Settings `password_reset_limit` (default 3) per hour, per client IP. */
const RESET_WINDOW_MS = 60 * 60 * 1000;
const RESET_MAX_REQUESTS = 3;
/** System Settings `reset_password_link_expiry_duration` (default 1200 s). */
const RESET_KEY_TTL_MS = 20 * 60 * 1000;

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

/**
 * mymb's auth_password_reset_mail: frappe.sendmail(now=True), whose error (no outgoing Email
 * Account: OutgoingEmailError) it logs and swallows, so reset_password still answers success.
 */
function resetMail(c: AppContext, email: string, firstName: string, link: string) {
  if (siteHas(c, 'no-email-account')) return;
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

/** reset_password and update_user_password_with_key under `base` (the auth controller's path). */
export function registerPasswordReset(app: App, base: string): void {
  method(app, `${base}.reset_password`, async (c) => {
    const now = c.get('options').now();
    // Frappe's @rate_limit counts every call of the window (the window starts at the first).
    const ip = clientIp(c);
    const budgets = c.get('state').resetBudget;
    const budget = budgets.get(ip);
    const fresh = !budget || budget.windowStart + RESET_WINDOW_MS <= now;
    const calls = fresh ? 1 : budget.calls + 1;
    budgets.set(ip, { windowStart: fresh ? now : budget.windowStart, calls });
    if (calls > RESET_MAX_REQUESTS) {
      // Thrown by frappe.rate_limiter's wrapper before mymb's code runs: no `_exc_source`.
      const err = frappeError(
        429,
        'RateLimitExceededError',
        'You hit the rate limit because of too many requests. Please try after sometime.',
      );
      err.origin = null;
      throw err;
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
    const db = c.get('db');
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

  method(app, `${base}.update_user_password_with_key`, async (c) => {
    const a = await args(c);
    const fn = 'update_user_password_with_key';
    const newPw = requiredText(a, fn, 'new_password');
    const key = requiredText(a, fn, 'key');
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
    // Frappe 15.101 looks the key up before it tests the password's strength.
    const weak = weakPasswordFeedback(newPw);
    if (weak) return answerWithStatus(c, 400, { status: 'failed', message: weak });
    const hash = await hashPassword(newPw);
    db.transaction(() => {
      db.prepare('UPDATE user SET password_hash = ? WHERE id = ?').run(hash, row.user_id);
      db.prepare('UPDATE reset_key SET used = 1 WHERE user_id = ?').run(row.user_id);
    })();
    return { status: 'success', message: '/me' };
  });
}
