// @vitest-environment node
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readOutbox } from '../src/mail';
import { checkToken, confirmationToken, LIMITS, SUPPORT_MAILBOX } from '../src/routes/content';

const TOKEN = 'token demo_key:demo_secret';
const SECRET = 'test-secret-for-the-content-module';
const START = Date.parse('2026-11-23T10:00:00Z');

let now = START;
let db: Database.Database;
let app: ReturnType<typeof createApp>;

beforeEach(() => {
  now = START;
  db = new Database(':memory:');
  app = createApp(db, { apiKey: 'demo_key', apiSecret: 'demo_secret', jwtSecret: SECRET, storefrontUrl: 'http://shop.test', now: () => now });
});

async function call(path: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/method/${path}`, {
    method: 'POST',
    headers: { Authorization: TOKEN, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(params),
  });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, message: body.message as Record<string, unknown>, headers: res.headers };
}

function serverMessage(body: Record<string, unknown>): string {
  const list = JSON.parse(String(body._server_messages)) as string[];
  return (JSON.parse(list[0]!) as { message: string }).message;
}

/**
 * A shopper and a JWT for it, without depending on the auth module's seed: the user row gets the
 * display fields requireUser() reads, and a placeholder for any other required column.
 */
async function shopperJwt(email = 'mario.rossi@example.com') {
  db.exec(`CREATE TABLE IF NOT EXISTS user (id INTEGER PRIMARY KEY, email TEXT UNIQUE, first_name TEXT, last_name TEXT, roles TEXT, customer TEXT)`);
  const known: Record<string, unknown> = { email, first_name: 'Mario', last_name: 'Rossi', roles: '["Customer"]', customer: 'Mario Rossi' };
  const columns = db.prepare('PRAGMA table_info(user)').all() as Array<{ name: string; type: string; notnull: number; dflt_value: unknown; pk: number }>;
  const values: Record<string, unknown> = {};
  for (const col of columns) {
    if (col.name in known) values[col.name] = known[col.name];
    else if (col.notnull && col.dflt_value === null && !col.pk) values[col.name] = /INT|REAL|NUM/i.test(col.type) ? 0 : 'x';
  }
  const names = Object.keys(values);
  db.prepare(`INSERT OR IGNORE INTO user (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(...names.map((n) => values[n]));
  const iat = Math.floor(now / 1000);
  return new SignJWT({ email, roles: ['Customer'] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(new TextEncoder().encode(SECRET));
}

const BLOG = 'omnicommerce.controllers.blog';
const NEWSLETTER = 'omnicommerce.controllers.newsletter';

describe('blog', () => {
  it('lists posts newest first with paging, category and tag filters', async () => {
    const first = await call(`${BLOG}.get_blog_post`, { limit: 3, page: 1 });
    expect(first.status).toBe(200);
    const data = first.message.data as Array<Record<string, unknown>>;
    expect(data).toHaveLength(3);
    expect(first.message.count).toBe(8);
    const dates = data.map((p) => String(p.published_on));
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data[0]).toMatchObject({ route: 'how-to-choose-a-cordless-drill', blog_category: 'guides', cover_image: '/files/blog/how-to-choose-a-cordless-drill.svg' });
    expect(data[0]!.comment_count).toBe(3);

    const third = await call(`${BLOG}.get_blog_post`, { limit: 3, page: 3 });
    expect((third.message.data as unknown[]).length).toBe(2);

    const garden = await call(`${BLOG}.get_blog_post`, { filters: JSON.stringify({ blog_category: 'garden' }) });
    expect((garden.message.data as Array<{ route: string }>).map((p) => p.route)).toEqual(['preparing-your-garden-for-winter']);

    const tagged = await call(`${BLOG}.get_blog_post`, { filters: { tag: 'beginners' } });
    expect(tagged.message.count).toBe(3);
  });

  it('answers in Italian for Accept-Language it and in English for Slovak', async () => {
    const it = await call(`${BLOG}.get_blog_post`, { limit: 1 }, { 'Accept-Language': 'it-IT,it;q=0.9' });
    expect((it.message.data as Array<{ title: string; blog_category_title: string }>)[0]).toMatchObject({
      title: 'Come scegliere un trapano avvitatore a batteria',
      blog_category_title: 'Guide',
    });
    const sk = await call(`${BLOG}.get_blog_post`, { limit: 1 }, { 'Accept-Language': 'sk' });
    expect((sk.message.data as Array<{ title: string }>)[0]!.title).toBe('How to choose a cordless drill');
  });

  it('gives a post with content, approved comments (no emails) and its neighbours; unknown routes 404', async () => {
    const { status, message } = await call(`${BLOG}.get_blog_post_detail`, { route: 'fixing-a-dripping-tap' });
    expect(status).toBe(200);
    const post = message.data as Record<string, unknown>;
    expect(String(post.content)).toContain('<h2>');
    const comments = post.comments as Array<Record<string, unknown>>;
    expect(comments).toHaveLength(1); // the pending spam comment is not shown
    expect(JSON.stringify(comments)).not.toContain('@');
    expect(post.previous_post).toMatchObject({ route: 'building-a-raised-garden-bed' });
    expect(post.next_post).toMatchObject({ route: 'preparing-your-garden-for-winter' });

    const missing = await call(`${BLOG}.get_blog_post_detail`, { route: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.exc_type).toBe('DoesNotExistError');
  });

  it('gives categories with counts, tags and recent posts', async () => {
    const { message } = await call(`${BLOG}.get_blog_meta`);
    expect(message.categories).toEqual(expect.arrayContaining([{ name: 'guides', title: 'Guides', count: 4 }]));
    expect((message.tags as Array<{ name: string }>)[0]).toMatchObject({ name: expect.any(String), count: expect.any(Number) });
    expect(message.recent).toHaveLength(3);
  });

  it("publishes a signed-in shopper's comment at once, with the shopper's name", async () => {
    const jwt = await shopperJwt();
    const res = await call(`${BLOG}.add_comment`, { route: 'painting-a-room-like-a-pro', comment: 'Worked a treat on my hallway.' }, { Jwt: `Bearer ${jwt}` });
    expect(res.status).toBe(200);
    expect(res.message).toMatchObject({ status: 'published', comment: { comment_by: 'Mario Rossi', is_shopper: true } });
    const detail = await call(`${BLOG}.get_blog_post_detail`, { route: 'painting-a-room-like-a-pro' });
    expect((detail.message.data as { comments: Array<{ comment: string }> }).comments.map((c) => c.comment)).toContain('Worked a treat on my hallway.');
  });

  it("holds a guest's comment for moderation until it is approved", async () => {
    const res = await call(`${BLOG}.add_comment`, {
      route: 'painting-a-room-like-a-pro',
      comment: 'Which roller do you recommend?',
      comment_by: 'Chiara',
      comment_email: 'chiara@example.com',
    });
    expect(res.message).toMatchObject({ status: 'pending' });
    const before = await call(`${BLOG}.get_blog_post_detail`, { route: 'painting-a-room-like-a-pro' });
    expect(JSON.stringify(before.message)).not.toContain('Which roller');
    const id = (res.message.comment as { name: string }).name;
    expect((await app.request(`/__mock/blog-comments/${id}/approve`, { method: 'POST' })).status).toBe(200);
    const after = await call(`${BLOG}.get_blog_post_detail`, { route: 'painting-a-room-like-a-pro' });
    expect(JSON.stringify(after.message)).toContain('Which roller');
  });

  it('accepts a reply to an approved comment and refuses invalid comments', async () => {
    const detail = await call(`${BLOG}.get_blog_post_detail`, { route: 'how-to-choose-a-cordless-drill' });
    const parent = (detail.message.data as { comments: Array<{ name: string }> }).comments[0]!.name;
    const jwt = await shopperJwt();
    const reply = await call(`${BLOG}.add_comment`, { route: 'how-to-choose-a-cordless-drill', comment: 'Same here!', reply_to: parent }, { Jwt: `Bearer ${jwt}` });
    expect(reply.message).toMatchObject({ status: 'published', comment: { reply_to: parent } });

    const guest = { route: 'how-to-choose-a-cordless-drill', comment_by: 'Ugo', comment_email: 'ugo@example.com' };
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ ...guest, comment: 'ok' }, 417, /between 3 and 2000/],
      [{ ...guest, comment: 'A fine comment', comment_email: 'not-an-email' }, 417, /valid email/],
      [{ ...guest, comment: 'A fine comment', comment_by: '' }, 417, /your name/],
      [{ ...guest, comment: 'see https://a.example https://b.example https://c.example' }, 417, /two links/],
      [{ ...guest, comment: 'A fine comment', reply_to: '999999' }, 417, /replying to/],
      [{ ...guest, route: 'nope', comment: 'A fine comment' }, 404, /not found/],
    ];
    for (const [params, status, text] of cases) {
      const res = await call(`${BLOG}.add_comment`, params);
      expect(res.status, JSON.stringify(params)).toBe(status);
      expect(serverMessage(res.body)).toMatch(text);
    }
    await call(`${BLOG}.add_comment`, { ...guest, comment: 'Posted twice' });
    const dup = await call(`${BLOG}.add_comment`, { ...guest, comment: 'Posted twice' });
    expect(dup.status).toBe(409);
  });

  it('serves the cover drawings', async () => {
    const res = await app.request('/files/blog/fixing-a-dripping-tap.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
    expect((await app.request('/files/blog/unknown.svg')).status).toBe(404);
  });
});

describe('newsletter', () => {
  it('sends a signed confirmation link, and the link confirms the subscription', async () => {
    const sub = await call(`${NEWSLETTER}.subscribe`, { email: 'Anna@Example.com' });
    expect(sub.status).toBe(200);
    expect(sub.message.status).toBe('pending');
    const [mail] = readOutbox(db, 'anna@example.com');
    expect(mail!.subject).toMatch(/Confirm your subscription/);
    const link = new URL(mail!.links[0]!);
    expect(link.origin + link.pathname).toBe('http://shop.test/pages/confirm_subscription');
    expect(link.searchParams.get('email')).toBe('anna@example.com');

    const token = link.searchParams.get('token')!;
    const confirmed = await call(`${NEWSLETTER}.confirm_subscription`, { email: 'anna@example.com', token });
    expect(confirmed.message).toMatchObject({ status: 'subscribed' });
    const again = await call(`${NEWSLETTER}.confirm_subscription`, { email: 'anna@example.com', token });
    expect(again.message).toMatchObject({ status: 'already-subscribed' });
    const resubscribe = await call(`${NEWSLETTER}.subscribe`, { email: 'anna@example.com' });
    expect(resubscribe.message).toMatchObject({ status: 'already-subscribed', message: expect.stringMatching(/already subscribed/) });
  });

  it('writes the confirmation email in Italian for Italian shoppers', async () => {
    await call(`${NEWSLETTER}.subscribe`, { email: 'luigi@example.com' }, { 'Accept-Language': 'it' });
    expect(readOutbox(db, 'luigi@example.com')[0]!.subject).toMatch(/Conferma la tua iscrizione/);
  });

  it('refuses invalid addresses, forged, moved and expired links', async () => {
    for (const email of ['', 'plainaddress', 'a@b', 'a b@example.com', 'x@example..com']) {
      const res = await call(`${NEWSLETTER}.subscribe`, { email });
      expect(res.status, email).toBe(417);
      expect(serverMessage(res.body)).toMatch(/valid email/);
    }
    const token = confirmationToken(SECRET, 'eva@example.com', now + 3_600_000);
    expect((await call(`${NEWSLETTER}.confirm_subscription`, { email: 'eva@example.com', token: token.slice(0, -2) + 'xx' })).status).toBe(417);
    expect((await call(`${NEWSLETTER}.confirm_subscription`, { email: 'other@example.com', token })).status).toBe(417);
    expect((await call(`${NEWSLETTER}.confirm_subscription`, { email: 'eva@example.com', token: 'garbage' })).status).toBe(417);
    now += 2 * 3_600_000;
    const expired = await call(`${NEWSLETTER}.confirm_subscription`, { email: 'eva@example.com', token });
    expect(expired.status).toBe(410);
    expect(expired.body.exc_type).toBe('LinkExpired');
    expect(checkToken(SECRET, 'eva@example.com', token, START)).toBe('ok');
  });

  it(`allows ${LIMITS.newsletterPerHour} subscriptions an hour per address, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < LIMITS.newsletterPerHour; i++) {
      expect((await call(`${NEWSLETTER}.subscribe`, { email: 'busy@example.com' })).status).toBe(200);
      now += 1000;
    }
    const limited = await call(`${NEWSLETTER}.subscribe`, { email: 'busy@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another address is not affected; an hour later the first one may try again.
    expect((await call(`${NEWSLETTER}.subscribe`, { email: 'calm@example.com' })).status).toBe(200);
    now = START + 3_600_000 + 1;
    expect((await call(`${NEWSLETTER}.subscribe`, { email: 'busy@example.com' })).status).toBe(200);
  });
});

describe('contact, pages, FAQ and stores', () => {
  it('stores a contact message and copies it to the support mailbox and the sender', async () => {
    const res = await call('omnicommerce.controllers.contact.send_message', {
      full_name: 'Rosa Bruno',
      email: 'rosa@example.com',
      subject: 'Opening hours',
      message: 'Are you open on Sunday in Bologna?',
    });
    expect(res.status).toBe(200);
    expect(res.message).toMatchObject({ status: 'sent', name: 'CM-00001' });
    expect(db.prepare('SELECT count(*) AS n FROM contact_message').get()).toEqual({ n: 1 });
    expect(readOutbox(db, SUPPORT_MAILBOX)[0]!.text).toContain('Are you open on Sunday');
    expect(readOutbox(db, 'rosa@example.com')[0]!.subject).toMatch(/received your message/);

    const bad = await call('omnicommerce.controllers.contact.send_message', { full_name: 'Rosa', email: 'rosa@', subject: 'Hi there', message: 'A long enough message' });
    expect(bad.status).toBe(417);
    expect(serverMessage(bad.body)).toMatch(/valid email/);
    const short = await call('omnicommerce.controllers.contact.send_message', { full_name: 'Rosa', email: 'rosa@example.com', subject: 'Hi there', message: 'Short' });
    expect(serverMessage(short.body)).toMatch(/message must be/);
  });

  it('gives static pages, the FAQ and the stores in both languages', async () => {
    const about = await call('omnicommerce.controllers.content.get_page', { route: 'about-us' }, { 'Accept-Language': 'it' });
    expect(about.message).toMatchObject({ route: 'about-us', title: 'Chi siamo' });
    expect((await call('omnicommerce.controllers.content.get_page', { route: 'missing' })).status).toBe(404);
    const shipping = await call('omnicommerce.controllers.content.get_page', { route: 'shipping' });
    expect(String(shipping.message.intro)).toContain('€79.00');

    const faq = (await call('omnicommerce.controllers.content.get_faq')).message as unknown as Array<Record<string, string>>;
    expect(faq.length).toBeGreaterThanOrEqual(6);
    expect(faq[0]).toMatchObject({ question: expect.any(String), answer: expect.any(String), category: 'Orders' });

    const stores = (await call('omnicommerce.controllers.content.get_stores', {}, { 'Accept-Language': 'it' })).message as unknown as Array<Record<string, unknown>>;
    expect(stores).toHaveLength(3);
    expect(stores[0]).toMatchObject({ city: 'Bologna', opening_hours: [{ days: 'Dal lunedì al sabato', hours: '8:30–19:30' }, { days: 'Domenica', hours: '9:30–13:00' }] });
    expect(stores[1]).toMatchObject({ city: 'Milano', opening_hours: [expect.anything(), { days: 'Domenica', hours: null }] });
  });

  it('needs the application token like every /api call', async () => {
    const res = await app.request('/api/method/omnicommerce.controllers.content.get_faq');
    expect(res.status).toBe(401);
  });
});
