// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/mail';
import { serverMessage, setup } from './support';
import { inStock, pay, quote, resource, type Mock } from './commerce-support';

/** Frappe's Communication, as the storefront records an online withdrawal against a Sales Order. */
let t: Mock;
beforeEach(() => {
  t = setup(40);
});

const MAKE = 'frappe.core.doctype.communication.email.make';

async function order(): Promise<string> {
  const name = await quote(t, [{ item_code: inStock(t)[0]!.sku, qty: 1, rate: 10 }]);
  return (await pay(t, name)).payment_request.reference_name as string;
}

describe('communication.email.make', () => {
  it('records the Communication against the order and mails it through the outgoing account', async () => {
    const so = await order();
    const made = await t.call(MAKE, {
      doctype: 'Sales Order',
      name: so,
      subject: `Recesso dal contratto / ${so}`,
      content: '<p>Recedo dal contratto.</p>',
      recipients: 'anna@example.com',
      communication_medium: 'Email',
      sent_or_received: 'Sent',
      send_email: 1,
    });
    expect(made.status).toBe(200);
    expect(made.message).toEqual({ name: expect.stringMatching(/^COMM-/), emails_not_sent_to: '' });
    const mail = readOutbox(t.db, 'anna@example.com').filter((m) => m.subject.startsWith('Recesso'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toBe('Recedo dal contratto.');
    const listed = await resource(
      t,
      `Communication?filters=${encodeURIComponent(JSON.stringify([['reference_name', '=', so]]))}&fields=${encodeURIComponent('["name","subject","reference_doctype"]')}`,
    );
    expect(listed.body.data).toEqual([
      { name: made.message.name, subject: `Recesso dal contratto / ${so}`, reference_doctype: 'Sales Order' },
    ]);
  });

  it('needs the token (not allow_guest), an existing reference, and an outgoing e-mail account', async () => {
    const so = await order();
    const args = {
      doctype: 'Sales Order',
      name: so,
      subject: 'x',
      content: 'y',
      recipients: 'a@example.com',
      send_email: 1,
    };
    const guest = await t.request(`/api/method/${MAKE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    expect(guest.status).toBe(403);
    expect((await t.call(MAKE, { ...args, name: 'SAL-ORD-2026-99999' })).status).toBe(404);
    await t.request('/__mock/site', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ conditions: ['no-email-account'] }),
    });
    const unsent = await t.call(MAKE, args);
    expect(unsent.status).toBe(417);
    expect(unsent.body.exc_type).toBe('OutgoingEmailError');
    expect(serverMessage(unsent.body)).toMatch(/missing email account/);
  });
});
