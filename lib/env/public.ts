/**
 * The configuration the browser may see: NEXT_PUBLIC_ values, inlined by Next into the bundles at
 * build time (so they are the same for every page and island), and whether this is a test run.
 * Nothing secret belongs here. The server's own configuration is lib/env/index.ts.
 */
export const publicEnv = {
  /** Stripe's publishable key: set, card payments use the Payment Element. */
  stripePublishableKey: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || undefined,
  /** The one language the back-end stores its content in (lib/content-lang.ts). */
  contentLang: process.env.NEXT_PUBLIC_CONTENT_LANG || 'it',
} as const;

/** Vitest sets NODE_ENV=test: the logs keep quiet there (read on each call, so a test may lift it). */
export function isTestRun(): boolean {
  return process.env.NODE_ENV === 'test';
}
