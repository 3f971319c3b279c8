/**
 * A route handler's JSON body, read with a size cap (docs/operations.md "Request bodies"). `request.json()`
 * buffers whatever the client sends, so one request with a body of hundreds of megabytes would
 * hold that much memory on a shared instance. The cap is checked against Content-Length first and
 * then while reading, since a chunked body announces no length.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * True when the request announces a body over the cap. The proxy answers these 413 before a page's
 * server action is reached: Next refuses them too (experimental.serverActions.bodySizeLimit), but
 * with a 500.
 */
export function announcesTooLarge(request: Request, limit = BODY_LIMIT_BYTES): boolean {
  const declared = Number(request.headers.get('content-length'));
  return Number.isFinite(declared) && declared > limit;
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; status: 400 | 413 };

export async function readJsonBody(request: Request, limit = BODY_LIMIT_BYTES): Promise<JsonBody> {
  if (announcesTooLarge(request, limit)) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return { ok: false, status: 400 };
  }
}
