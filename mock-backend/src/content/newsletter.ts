import { createHmac } from 'node:crypto';
import { clientIp, LIMITS, rateLimit } from './limits';
import { isEmail } from './text';
import type { AppContext } from '../context';
import { args, frappeError, str } from '../frappe';
import { sendMail } from '../mail';
import { NEWSLETTER } from '../routes/content';

// ---------------------------------------------------------------------------------------------
// Newsletter: Frappe's signed links (frappe.utils.verified_command)
// ---------------------------------------------------------------------------------------------

/** Python's urlencode value quoting: quote_plus with only `_.-~` left as they are. */
function quotePlus(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** `get_signed_params`: the urlencoded parameters, then `&_signature=` an MD5 HMAC keyed by them and fed the site secret. */
function signedParams(secret: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([k, v]) => `${quotePlus(k)}=${quotePlus(v)}`)
    .join('&');
  return `${query}&_signature=${createHmac('md5', query).update(secret).digest('hex')}`;
}

function verifySigned(secret: string, query: string): boolean {
  const at = query.indexOf('&_signature=');
  if (at < 0) return false;
  const params = query.slice(0, at);
  return createHmac('md5', params).update(secret).digest('hex') === query.slice(at + '&_signature='.length);
}

const INVALID_LINK_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Invalid Link</title></head><body><div class="page-card"><h4>Invalid Link</h4><p>This link is invalid or expired. Please make sure you have pasted correctly.</p></div></body></html>`;

export async function subscribe(c: AppContext) {
  const a = await args(c);
  const db = c.get('db');
  const { now, jwtSecret, storefrontUrl } = c.get('options');
  rateLimit(c, `newsletter:${clientIp(c)}`, LIMITS.newsletterPerHour);
  if (a.email === undefined)
    throw frappeError(500, 'TypeError', "subscribe() missing 1 required positional argument: 'email'");
  const email = String(a.email).trim();
  // _("Website"): the default group's name is translated into the request's language.
  const group = str(a, 'email_group') ?? (c.get('lang') === 'it' ? 'Sito Web' : 'Website');
  if (!isEmail(email)) throw frappeError(417, 'InvalidEmailAddressError', `${email} is not a valid Email Address`);
  const link = `${storefrontUrl}/pages/confirm_subscription?api=api/method/${NEWSLETTER}.confirm_subscription&${signedParams(jwtSecret, { email, email_group: group })}`;
  sendMail(
    db,
    {
      to: email.toLowerCase(),
      subject: 'Confirm Your Email',
      text: `Thank you for your interest in subscribing to our updates. Please verify your Email Address.\n${link}`,
      html: `<p>Thank you for your interest in subscribing to our updates. Please verify your Email Address.</p><p><a href="${link.replaceAll('&', '&amp;')}">Click here to verify</a></p>`,
      links: [link],
    },
    now(),
  );
  return {
    status: 'success',
    message: 'Thank you for subscribing! Please check your email to confirm your subscription.',
  };
}

/** Only a bodiless GET whose query string is exactly the signed part of the link is valid. */
export async function confirmSubscription(c: AppContext) {
  const raw = new URL(c.req.url).search.replace(/^\?/, '');
  const body = c.req.method === 'GET' ? '' : await c.req.text();
  if (c.req.method !== 'GET' || body || !verifySigned(c.get('options').jwtSecret, raw)) {
    return c.html(INVALID_LINK_PAGE, 200);
  }
  const params = new URLSearchParams(raw);
  const email = params.get('email') ?? '';
  const group = params.get('email_group') ?? 'Website';
  c.get('db')
    .prepare('INSERT OR IGNORE INTO cms_email_group_member (email_group, email) VALUES (?, ?)')
    .run(group, email.toLowerCase());
  return c.json({
    message: { status: 'success', message: `${email} has been successfully added to the Email Group.` },
  });
}
