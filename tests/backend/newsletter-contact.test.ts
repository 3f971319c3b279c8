import { describe, expect, it } from 'vitest';
import { setUpBackendTests } from './backend-setup';
import { backend, failedWith, requests, sentBody, sentHeader } from './content-support';

/** The newsletter and the contact form fed the contract's example answers (docs/backend/content.md). */

setUpBackendTests({ timeoutMs: 1_000 });

const { subscribeNewsletter, confirmNewsletter, sendContactMessage } = await import('@/lib/backend/newsletter-contact');

describe('newsletter', () => {
  const SIGNED = 'email=eva%40example.com&email_group=Website&_signature=0cc175b9c0f1b6a831c399e269772661';

  it('subscribes to the one group with the shopper IP', async () => {
    backend({
      body: {
        message: {
          status: 'success',
          message: 'Thank you for subscribing! Please check your email to confirm your subscription.',
        },
      },
    });
    const result = await subscribeNewsletter('eva@example.com', '203.0.113.7');
    expect(result.ok).toBe(true);
    expect(sentBody()).toEqual({ email: 'eva@example.com', email_group: 'Website' });
    expect(sentHeader('X-Forwarded-For')).toBe('203.0.113.7');
  });

  it('confirms with the signed query byte for byte, as a GET with no body', async () => {
    backend({
      body: {
        message: { status: 'success', message: 'eva@example.com has been successfully added to the Email Group.' },
      },
    });
    expect(await confirmNewsletter(SIGNED)).toBe('confirmed');
    expect(requests[0]!.url.search).toBe(`?${SIGNED}`);
    expect(requests[0]!.init.method).toBe('GET');
    expect(requests[0]!.init.body).toBeUndefined();
  });

  it('reads Frappe’s HTML "Invalid Link" page as an invalid link', async () => {
    backend({
      body: '<!DOCTYPE html><html><body><h4>Invalid Link</h4></body></html>',
      type: 'text/html; charset=utf-8',
    });
    expect(await confirmNewsletter(SIGNED)).toBe('invalid');
  });
});

describe('contact', () => {
  it('sends sender, subject and message to frappe.www.contact.send_message and reads {} as sent', async () => {
    backend({ body: {} });
    const result = await sendContactMessage(
      { sender: 'eva@example.com', subject: 'Ordine — Eva Bianchi', message: 'Quando arriva?' },
      '203.0.113.7',
    );
    expect(result.ok).toBe(true);
    expect(requests[0]!.url.pathname).toBe('/api/method/frappe.www.contact.send_message');
    expect(sentBody()).toEqual({
      sender: 'eva@example.com',
      subject: 'Ordine — Eva Bianchi',
      message: 'Quando arriva?',
    });
  });

  it('reads an invalid address as a refusal', async () => {
    backend({
      status: 417,
      body: {
        exc_type: 'InvalidEmailAddressError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'nope is not a valid Email Address' })]),
      },
    });
    expect(failedWith(await sendContactMessage({ sender: 'nope', subject: 'x', message: 'y' }))).toBe('rejected');
  });
});
