import 'server-only';
import { z } from 'zod';

/**
 * Server configuration, parsed once. A missing or malformed variable stops the server with
 * one line naming it, instead of failing later on a shopper's request. The shop reads its
 * configuration only through lib/env: this module on the server, public.ts for the NEXT_PUBLIC_
 * values the browser's bundle carries, outside.mjs for what Next loads outside the bundles
 * (next.config.ts and the Redis cache handler). `.env.example` documents every variable.
 */
const schema = z.object({
  BACKEND_URL: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')),
  BACKEND_API_KEY: z.string().min(1),
  BACKEND_API_SECRET: z.string().min(1),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  /** Secure session cookie; on by default in production, off for plain-http local runs. */
  COOKIE_SECURE: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Proxies (load balancer, CDN) in front of the storefront that append to X-Forwarded-For. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Key of the encrypted order-memory cookie (one order per click); defaults to one derived from BACKEND_API_SECRET. */
  ORDER_MEMORY_SECRET: z.string().min(32).optional(),
  /** The shop's bank account, shown with the amount and the order number after a bank-transfer order. */
  BANK_IBAN: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/))
    .optional(),
  BANK_BENEFICIARY: z.string().min(1).optional(),
  BANK_BIC: z
    .string()
    .regex(/^[A-Za-z0-9]{8,11}$/)
    .optional(),
  BANK_NAME: z.string().min(1).optional(),
});

export type ServerEnv = z.infer<typeof schema> & { cookieSecure: boolean };

// Read on every use rather than once, each on its own, so a running server's answer follows the
// variable (and a test can set it): none of them is needed to start.

/** The secret of POST /api/revalidate; unset, the endpoint does not exist. */
export function revalidateSecret(): string | undefined {
  return process.env.REVALIDATE_SECRET || undefined;
}

/** Addresses never limited (RATE_LIMIT_ALLOW, comma-separated): a monitor, the shop's own office. */
export function rateLimitAllowList(): string[] {
  return (process.env.RATE_LIMIT_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The tag manager's container id, read when asked (not inlined at build time): one build serves
 * shops with and without a tag. The bracket keeps Next from inlining the NEXT_PUBLIC_ value.
 */
export function tagManagerSetting(): string {
  return process.env['NEXT_PUBLIC_GTM_ID']?.trim() ?? '';
}

/**
 * What says which listing sorts the back-end honours: BACKEND_EXTRA_SORTS, and the embedded mock's
 * profile (lib/catalogue/sort-options.ts decides).
 */
export function sortSettings(): { BACKEND_EXTRA_SORTS?: string; MOCK_PROFILE?: string } {
  return { BACKEND_EXTRA_SORTS: process.env.BACKEND_EXTRA_SORTS, MOCK_PROFILE: process.env.MOCK_PROFILE };
}

/** The ways to pay the shop names (PAYMENT_METHODS, comma-separated; lib/domain/accepted-payments.ts reads it). */
export function paymentMethodsSetting(): string | undefined {
  return process.env.PAYMENT_METHODS;
}

/**
 * The Apple Pay domain association file's text (APPLE_PAY_DOMAIN_ASSOCIATION, as Stripe's
 * dashboard gives it), served at /.well-known/apple-developer-merchantid-domain-association.
 */
export function applePayDomainAssociation(): string | undefined {
  return process.env.APPLE_PAY_DOMAIN_ASSOCIATION?.trim() || undefined;
}

/** The public origin for canonical URLs, sitemaps and e-mails. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** The Redis the storefront keeps its own data in (limits, known tags); none without REDIS_URL. */
export function redisSettings(): { url: string | undefined; keyPrefix: string } {
  return { url: process.env.REDIS_URL || undefined, keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'bottega:' };
}

let cached: ServerEnv | null = null;

export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].join(', ');
    throw new Error(`Invalid storefront configuration: check ${names} (see .env.example).`);
  }
  const env = parsed.data;
  return {
    ...env,
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production',
  };
}

export function env(): ServerEnv {
  cached ??= readEnv();
  return cached;
}
