/**
 * The outbox: every e-mail the mock "sends" (password reset, newsletter confirmation, order
 * confirmation …) is stored here; `GET /__mock/outbox?to=` reads it (routes/testing.ts).
 */
import type { Database } from 'better-sqlite3';
import type { MockModule } from './context';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every link in the mail, so tests do not have to parse the body. */
  links: string[];
}

export interface StoredMail extends Mail {
  id: number;
  created: string;
}

export const mailModule: MockModule = {
  name: 'mail',
  migrate(db) {
    db.exec(`CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY,
      to_addr TEXT NOT NULL,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      html TEXT NOT NULL,
      links TEXT NOT NULL,
      created TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS outbox_to ON outbox (to_addr, id);`);
  },
};

export function sendMail(db: Database, mail: Mail, now = Date.now()): number {
  const info = db
    .prepare('INSERT INTO outbox (to_addr, subject, text, html, links, created) VALUES (?, ?, ?, ?, ?, ?)')
    .run(
      mail.to.trim().toLowerCase(),
      mail.subject,
      mail.text,
      mail.html,
      JSON.stringify(mail.links),
      new Date(now).toISOString(),
    );
  return Number(info.lastInsertRowid);
}

/** Newest first. */
export function readOutbox(db: Database, to?: string, limit = 100): StoredMail[] {
  const rows = (
    to
      ? db
          .prepare('SELECT * FROM outbox WHERE to_addr = ? ORDER BY id DESC LIMIT ?')
          .all(to.trim().toLowerCase(), limit)
      : db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
  ) as Array<{
    id: number;
    to_addr: string;
    subject: string;
    text: string;
    html: string;
    links: string;
    created: string;
  }>;
  return rows.map((r) => ({
    id: r.id,
    to: r.to_addr,
    subject: r.subject,
    text: r.text,
    html: r.html,
    links: JSON.parse(r.links) as string[],
    created: r.created,
  }));
}
