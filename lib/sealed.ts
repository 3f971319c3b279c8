import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';

/**
 * Values the storefront hands the browser to keep but not to read or forge (what a checkout
 * attempt or a withdrawal made on the back-end): AES-256-GCM, authenticated, with a key per
 * purpose derived from ORDER_MEMORY_SECRET or the application secret. An altered or foreign value
 * opens as nothing.
 */
export function sealingKey(purpose: string): Buffer {
  const config = env();
  return createHash('sha256')
    .update(`${purpose}\0${config.ORDER_MEMORY_SECRET ?? config.BACKEND_API_SECRET}`)
    .digest();
}

export function seal(value: unknown, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or undefined when it is missing, altered or sealed with another key. */
export function unseal(sealed: string | undefined, key: Buffer): unknown {
  if (!sealed) return undefined;
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}
