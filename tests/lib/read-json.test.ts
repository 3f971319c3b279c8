import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, readJsonBody } from '@/lib/http/read-json';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/checkout/quote', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body sent in pieces, with no Content-Length, as a chunked upload arrives. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const piece = new Uint8Array(Math.min(16 * 1024, size - sent)).fill(0x20);
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
}

describe('a route handler body is read with a size cap', () => {
  it('reads a small JSON body', async () => {
    expect(await readJsonBody(post('{"tags":["menu"]}'))).toEqual({ ok: true, body: { tags: ['menu'] } });
  });

  it('refuses a body whose Content-Length is over the cap before reading it', async () => {
    const request = post('{}', { 'content-length': String(BODY_LIMIT_BYTES + 1) });
    expect(await readJsonBody(request)).toEqual({ ok: false, status: 413 });
  });

  it('refuses a chunked body once it grows past the cap', async () => {
    expect(await readJsonBody(post(chunked(BODY_LIMIT_BYTES * 4)))).toEqual({ ok: false, status: 413 });
  });

  it('accepts a body of exactly the cap', async () => {
    const body = `"${'a'.repeat(BODY_LIMIT_BYTES - 2)}"`;
    expect((await readJsonBody(post(body))).ok).toBe(true);
  });

  it('answers 400 to a body that is not JSON, or no body at all', async () => {
    expect(await readJsonBody(post('{not json'))).toEqual({ ok: false, status: 400 });
    expect(await readJsonBody(new Request('http://shop.test/api/wishlist', { method: 'POST' }))).toEqual({
      ok: false,
      status: 400,
    });
  });
});
