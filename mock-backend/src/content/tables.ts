import type { Database } from 'better-sqlite3';
import { fillContent } from './seed';

// ---------------------------------------------------------------------------------------------
// Tables and seed (names prefixed cms_: a data directory from before keeps its old tables apart)
// ---------------------------------------------------------------------------------------------

export function migrate(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS cms_blog_category (name TEXT PRIMARY KEY, idx INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_blogger (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_blog_post (name TEXT PRIMARY KEY, creation TEXT NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_tag_link (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_comment (
      name TEXT PRIMARY KEY,
      reference_doctype TEXT NOT NULL,
      reference_name TEXT NOT NULL,
      comment_by TEXT NOT NULL,
      comment_email TEXT NOT NULL,
      content TEXT NOT NULL,
      published INTEGER NOT NULL,
      creation TEXT NOT NULL,
      reply_to TEXT
    );
    CREATE TABLE IF NOT EXISTS cms_web_page (route TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_help_category (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_help_article (name TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cms_email_group_member (email_group TEXT NOT NULL, email TEXT NOT NULL, PRIMARY KEY (email_group, email));
    CREATE TABLE IF NOT EXISTS cms_communication (id INTEGER PRIMARY KEY, sender TEXT NOT NULL, subject TEXT NOT NULL, content TEXT NOT NULL, creation TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS content_rate_event (bucket TEXT NOT NULL, at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS content_rate_event_bucket ON content_rate_event (bucket, at);
  `);
  // The content is fixed (no PRNG, no dependency on the catalogue): filled when its tables are empty.
  const empty = (db.prepare('SELECT count(*) AS n FROM cms_blog_post').get() as { n: number }).n === 0;
  if (empty) db.transaction(() => fillContent(db))();
}
