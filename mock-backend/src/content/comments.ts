import { randomBytes } from 'node:crypto';
import { clientIp, LIMITS, rateLimit } from './limits';
import { blogPosts, type Row } from './rows';
import { escapeHtml, frappeNow, isEmail } from './text';
import type { AppContext } from '../context';
import { args, type Args, frappeError, notFound, str, validationError } from '../frappe';

// ---------------------------------------------------------------------------------------------
// Comments
// ---------------------------------------------------------------------------------------------

const LINK = /http[s]?:\/\/(?:[a-zA-Z]|[0-9]|[$-_@.&+]|[!*(),]|(?:%[0-9a-fA-F][0-9a-fA-F]))+/i;
const EMAIL_IN_TEXT = /[a-zA-Z0-9_.+-]+@[a-zA-Z0-9-]+\.[a-zA-Z0-9-.]+/;

/** A 200 answer carrying a msgprint, as Frappe sends it: `{message, _server_messages}`. */
function withMessage(c: AppContext, value: unknown, text: string) {
  return c.json({
    message: value,
    _server_messages: JSON.stringify([JSON.stringify({ message: text, title: 'Message', indicator: 'blue' })]),
  });
}

function missing(name: string) {
  return frappeError(500, 'TypeError', `add_comment() missing 1 required positional argument: '${name}'`);
}

function insertComment(
  c: AppContext,
  postName: string,
  by: string,
  email: string,
  text: string,
  replyTo: string | null,
): Row {
  const name = randomBytes(5).toString('hex');
  const creation = frappeNow(c.get('options').now());
  const content = `<p>${escapeHtml(text)}</p>`;
  c.get('db')
    .prepare(
      'INSERT INTO cms_comment (name, reference_doctype, reference_name, comment_by, comment_email, content, published, creation, reply_to) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)',
    )
    .run(name, 'Blog Post', postName, by, email, content, creation, replyTo);
  return { name, comment_by: by, content, creation, reply_to: replyTo };
}

/** Frappe's own comment method. With the app token its guest checks are skipped, and disable_comments is never read. */
export async function addComment(c: AppContext) {
  const a = await args(c);
  for (const key of ['comment', 'comment_email', 'comment_by', 'reference_doctype', 'reference_name', 'route'])
    if (a[key] === undefined) throw missing(key);
  const doctype = String(a.reference_doctype);
  const postName = String(a.reference_name);
  if (doctype !== 'Blog Post' || !blogPosts(c.get('db')).some((p) => p.name === postName))
    throw notFound(`${doctype} ${postName} not found`);
  rateLimit(c, `comment:${clientIp(c)}:${postName}`, LIMITS.commentsPerHourPerPost);
  const text = String(a.comment);
  if (!text.trim()) return withMessage(c, false, 'The comment cannot be empty');
  if (LINK.test(text) || EMAIL_IN_TEXT.test(text))
    return withMessage(c, false, 'Comments cannot have links or email addresses');
  const row = insertComment(c, postName, String(a.comment_by), String(a.comment_email), text, null);
  return `<div class="comment-row" id="${String(row.name)}"><div class="comment-by">${escapeHtml(String(row.comment_by))}</div><div class="comment-content">${String(row.content)}</div></div>`;
}

/** Extended: a comment that may answer another one of the same post. */
export async function addThreadedComment(c: AppContext) {
  const a = await args(c);
  const postName = str(a, 'reference_name') ?? '';
  if (!blogPosts(c.get('db')).some((p) => p.name === postName)) throw notFound('Blog Post not found');
  const text = (str(a, 'comment') ?? '').trim();
  const by = (str(a, 'comment_by') ?? '').trim();
  const email = (str(a, 'comment_email') ?? '').trim().toLowerCase();
  if (!text || !by) throw validationError('Comment and name are required');
  if (!isEmail(email)) throw frappeError(417, 'InvalidEmailAddressError', `${email} is not a valid Email Address`);
  if (LINK.test(text) || EMAIL_IN_TEXT.test(text))
    throw validationError('Comments cannot have links or email addresses');
  const replyArg = str(a, 'reply_to');
  if (
    replyArg &&
    !c
      .get('db')
      .prepare('SELECT 1 FROM cms_comment WHERE name = ? AND reference_name = ? AND published = 1')
      .get(replyArg, postName)
  ) {
    throw validationError('The comment you are replying to does not exist.');
  }
  rateLimit(c, `comment:${clientIp(c)}:${postName}`, LIMITS.commentsPerHourPerPost);
  const row = insertComment(c, postName, by, email, text, replyArg ?? null);
  return { status: 'published', comment: row };
}

/** Extended: a post's published comments with the comment each one answers (never the e-mails). */
export function threadedComments(c: AppContext, a: Args) {
  const postName = str(a, 'reference_name') ?? '';
  return c
    .get('db')
    .prepare(
      'SELECT name, comment_by, content, creation, reply_to FROM cms_comment WHERE reference_name = ? AND published = 1 ORDER BY creation, name',
    )
    .all(postName) as Row[];
}
