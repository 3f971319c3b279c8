/**
 * Frappe's Communication, as v15 keeps and sends it: the way the storefront records a shopper's
 * online withdrawal against the Sales Order and mails the acknowledgement (docs/backend/orders.md
 * "withdrawal").
 *   frappe.core.doctype.communication.email.make (doctype, name, subject, content, recipients,
 *     communication_medium, sent_or_received, send_email, …) · Token (not allow_guest)
 *     → {name, emails_not_sent_to}; the reference document must exist; with send_email and no
 *     outgoing Email Account (site condition no-email-account) → 417 OutgoingEmailError
 *   /api/resource/Communication  list, GET …/<name>
 * The real method checks the API user's "email" permission on the reference document (Sales User
 * has it); it inserts the Communication with permissions ignored and queues the mail through the
 * site's default outgoing account, from where the mock's outbox stands in.
 */
import type { Database } from 'better-sqlite3';
import type { AppContext, MockModule } from '../context';
import { getOrder, iso } from '../commerce/orders';
import { args, frappeError, method, notFound, resource, str, validationError, type Row } from '../frappe';
import { frappeDatetime } from '../commerce/frappe-time';
import { API_USER } from '../commerce/payment-request';
import { sendMail } from '../mail';
import { siteHas } from '../site';

interface CommunicationRow {
  name: string;
  reference_doctype: string | null;
  reference_name: string | null;
  subject: string;
  content: string;
  sender: string;
  recipients: string;
  communication_medium: string;
  sent_or_received: string;
  creation: string;
}

/** Reference documents the mock knows: enough for what the storefront records. */
function referenceExists(db: Database, doctype: string, name: string): boolean {
  if (doctype === 'Sales Order') return Boolean(getOrder(db, name));
  return false;
}

/** A plain-text rendering of the HTML content, for the mail's text part. */
const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h\d|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();

async function make(c: AppContext) {
  const a = await args(c);
  const db = c.get('db');
  const doctype = str(a, 'doctype') ?? '';
  const reference = str(a, 'name') ?? '';
  if (doctype && reference && !referenceExists(db, doctype, reference))
    throw notFound(`${doctype} ${reference} not found`);
  const recipients = (str(a, 'recipients') ?? '').trim();
  const sendEmail = ['1', 'true'].includes(String(a.send_email ?? '').toLowerCase()) || a.send_email === 1;
  if (sendEmail && !recipients) throw validationError('Please specify at least one recipient');
  if (sendEmail && siteHas(c, 'no-email-account'))
    throw frappeError(
      417,
      'OutgoingEmailError',
      'Unable to send mail because of a missing email account. Please setup default Email Account from Settings > Email Account',
    );
  const now = c.get('options').now();
  const next = (db.prepare('SELECT count(*) AS n FROM communication').get() as { n: number }).n + 1;
  const row: CommunicationRow = {
    name: `COMM-${String(next).padStart(5, '0')}`,
    reference_doctype: doctype || null,
    reference_name: reference || null,
    subject: str(a, 'subject') ?? '',
    content: str(a, 'content') ?? '',
    sender: str(a, 'sender') ?? API_USER,
    recipients,
    communication_medium: str(a, 'communication_medium') ?? 'Email',
    sent_or_received: str(a, 'sent_or_received') ?? 'Sent',
    creation: iso(now),
  };
  db.prepare(
    `INSERT INTO communication (name, reference_doctype, reference_name, subject, content, sender, recipients,
      communication_medium, sent_or_received, creation) VALUES (@name, @reference_doctype, @reference_name, @subject,
      @content, @sender, @recipients, @communication_medium, @sent_or_received, @creation)`,
  ).run(row);
  if (sendEmail) {
    for (const to of recipients.split(/[,;]\s*/).filter(Boolean)) {
      sendMail(
        db,
        { to: to.toLowerCase(), subject: row.subject, html: row.content, text: textOf(row.content), links: [] },
        now,
      );
    }
  }
  return { name: row.name, emails_not_sent_to: '' };
}

function communicationDoc(row: CommunicationRow): Row {
  return {
    ...row,
    creation: frappeDatetime(row.creation),
    modified: frappeDatetime(row.creation),
    communication_type: 'Communication',
    status: 'Linked',
    delivery_status: row.communication_medium === 'Email' ? 'Sent' : null,
    docstatus: 0,
    doctype: 'Communication',
  };
}

export const communicationModule: MockModule = {
  name: 'communication',
  migrate(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS communication (
      name TEXT PRIMARY KEY,
      reference_doctype TEXT,
      reference_name TEXT,
      subject TEXT NOT NULL,
      content TEXT NOT NULL,
      sender TEXT NOT NULL,
      recipients TEXT NOT NULL,
      communication_medium TEXT NOT NULL,
      sent_or_received TEXT NOT NULL,
      creation TEXT NOT NULL
    )`);
  },
  register(app) {
    method(app, 'frappe.core.doctype.communication.email.make', make, { guest: false });
    resource(app, 'Communication', {
      list: (c) =>
        (c.get('db').prepare('SELECT * FROM communication ORDER BY creation DESC').all() as CommunicationRow[]).map(
          communicationDoc,
        ),
      get: (c, name) => {
        const row = c.get('db').prepare('SELECT * FROM communication WHERE name = ?').get(name) as
          CommunicationRow | undefined;
        return row ? communicationDoc(row) : undefined;
      },
    });
  },
};
