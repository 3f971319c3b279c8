import 'server-only';
import { trackOrder } from './orders';

const TEN_MINUTES = 10 * 60_000;
let known: { offered: boolean; at: number } | null = null;

/**
 * Whether this back-end can track an order (the footer links the tracking page only then). Asked
 * with an order that does not exist: "not found" means it can look, `absent` means it cannot.
 * Remembered ten minutes like any absent method; a back-end that is down counts as able.
 */
export async function offersOrderTracking(now = Date.now()): Promise<boolean> {
  if (known && now - known.at < TEN_MINUTES) return known.offered;
  const probe = await trackOrder('TRACKING-PROBE', 'probe@example.invalid');
  known = { offered: probe.ok || probe.error.kind !== 'absent', at: now };
  return known.offered;
}
