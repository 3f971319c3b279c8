// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/mail';
import { LIMITS } from '../src/content/limits';
import { M, setup, TOKEN } from './support';

/** The shop's two mail-sending forms: newsletter sign-up with a signed confirmation link, and the contact form. */
const NEWSLETTER = 'omnicommerce.controllers.newsletter';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup(10);
});

describe('newsletter', () => {
  const linkFor = (email: string) => readOutbox(t.db, email).at(-1)!.links[0]!;

  it('answers success and mails the signed link, which confirms only as a bodiless GET with the exact query', async () => {
    const r = await t.call(`${NEWSLETTER}.subscribe`, { email: 'eva+news@example.com', email_group: 'Website' });
    expect(r.message).toEqual({
      status: 'success',
      message: 'Thank you for subscribing! Please check your email to confirm your subscription.',
    });
    const link = linkFor('eva+news@example.com');
    expect(link).toMatch(
      /^http:\/\/shop\.test\/pages\/confirm_subscription\?api=api\/method\/omnicommerce\.controllers\.newsletter\.confirm_subscription&email=eva%2Bnews%40example\.com&email_group=Website&_signature=[0-9a-f]{32}$/,
    );
    const signed = link.slice(link.indexOf('email='));
    const ok = await t.request(`${M}${NEWSLETTER}.confirm_subscription?${signed}`, {
      headers: { Authorization: TOKEN },
    });
    expect(ok.body.message).toEqual({
      status: 'success',
      message: 'eva+news@example.com has been successfully added to the Email Group.',
    });

    const invalid = [
      t.request(`${M}${NEWSLETTER}.confirm_subscription?${signed.replace('eva', 'ada')}`, {
        headers: { Authorization: TOKEN },
      }),
      t.request(`${M}${NEWSLETTER}.confirm_subscription?${signed}`, {
        method: 'POST',
        headers: { Authorization: TOKEN },
      }),
      t.request(`${M}${NEWSLETTER}.confirm_subscription?api=x&${signed}`, { headers: { Authorization: TOKEN } }),
    ];
    for (const answer of await Promise.all(invalid)) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(String(answer.body)).toContain('Invalid Link');
    }
  });

  it(`answers 429 after ${LIMITS.newsletterPerHour} subscriptions an hour from one IP, and 417 for a bad address`, async () => {
    const from = { headers: { 'X-Forwarded-For': '198.51.100.9' } };
    for (let i = 0; i < LIMITS.newsletterPerHour; i++)
      expect((await t.call(`${NEWSLETTER}.subscribe`, { email: `n${i}@example.com` }, from)).status).toBe(200);
    expect((await t.call(`${NEWSLETTER}.subscribe`, { email: 'late@example.com' }, from)).status).toBe(429);
    const bad = await t.call(`${NEWSLETTER}.subscribe`, { email: 'not-an-email' });
    expect(bad.status).toBe(417);
    expect(bad.body.exc_type).toBe('InvalidEmailAddressError');
  });
});

describe('contact (frappe.www.contact.send_message)', () => {
  it('answers {} and mails the shop; an invalid sender is a 417 InvalidEmailAddressError', async () => {
    const r = await t.call('frappe.www.contact.send_message', {
      sender: 'eva@example.com',
      subject: 'Eva Bianchi: ordine',
      message: 'Quando arriva?',
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
    expect(readOutbox(t.db, 'assistenza@bottega.example').at(-1)!.subject).toBe('Eva Bianchi: ordine');
    const bad = await t.call('frappe.www.contact.send_message', { sender: 'nope', message: 'x' });
    expect(bad.status).toBe(417);
    expect(bad.body.exc_type).toBe('InvalidEmailAddressError');
    expect(
      (
        await t.call('omnicommerce.controllers.contact.send_message', {
          full_name: 'Eva',
          email: 'eva@example.com',
          subject: 'x',
          message: 'y',
        })
      ).status,
    ).toBe(417);
  });
});
