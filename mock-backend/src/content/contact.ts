import { clientIp, LIMITS, rateLimit } from './limits';
import { escapeHtml, frappeNow, isEmail } from './text';
import type { AppContext } from '../context';
import { args, frappeError, str, validationError } from '../frappe';
import { sendMail } from '../mail';

const SUPPORT_MAILBOX = 'assistenza@bottega.example';

// ---------------------------------------------------------------------------------------------
// Contact: frappe.www.contact.send_message, and the extended form with a name
// ---------------------------------------------------------------------------------------------

function storeMessage(c: AppContext, sender: string, subject: string, message: string): void {
  const db = c.get('db');
  const { now } = c.get('options');
  db.prepare('INSERT INTO cms_communication (sender, subject, content, creation) VALUES (?, ?, ?, ?)').run(
    sender,
    subject,
    escapeHtml(message),
    frappeNow(now()),
  );
  sendMail(db, { to: SUPPORT_MAILBOX, subject, text: message, html: '', links: [] }, now());
  sendMail(
    db,
    {
      to: sender.toLowerCase(),
      subject: 'Grazie per averci scritto',
      text: `Abbiamo ricevuto il tuo messaggio.\n\n${message}`,
      html: '',
      links: [],
    },
    now(),
  );
}

export async function sendMessage(c: AppContext) {
  const a = await args(c);
  rateLimit(c, `contact:${clientIp(c)}`, LIMITS.contactPerHour);
  for (const key of ['sender', 'message']) {
    if (a[key] === undefined)
      throw frappeError(500, 'TypeError', `send_message() missing 1 required positional argument: '${key}'`);
  }
  const sender = String(a.sender).trim();
  if (!isEmail(sender)) throw frappeError(417, 'InvalidEmailAddressError', `${sender} is not a valid Email Address`);
  storeMessage(c, sender, str(a, 'subject') ?? 'Website Query', String(a.message));
  return undefined;
}

export async function sendNamedMessage(c: AppContext) {
  const a = await args(c);
  const email = (str(a, 'email') ?? '').trim();
  if (!isEmail(email)) throw frappeError(417, 'InvalidEmailAddressError', `${email} is not a valid Email Address`);
  const name = (str(a, 'full_name') ?? '').trim();
  const message = (str(a, 'message') ?? '').trim();
  if (!name || !message) throw validationError('Name and message are required');
  rateLimit(c, `contact:${clientIp(c)}`, LIMITS.contactPerHour);
  storeMessage(c, email, str(a, 'subject') ?? 'Website Query', `${name}\n\n${message}`);
  return { status: 'sent', message: 'Grazie per averci scritto: ti risponderemo entro un giorno lavorativo.' };
}
