import { applePayDomainAssociation } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * Apple Pay's domain verification (README, "Payment methods"): Apple reads this file before Stripe
 * may offer Apple Pay on the shop's domain. Its text comes from configuration
 * (APPLE_PAY_DOMAIN_ASSOCIATION), read when asked, so one build serves shops with and without it;
 * unset, the address does not exist.
 */
export function GET() {
  const association = applePayDomainAssociation();
  if (!association) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(association, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
