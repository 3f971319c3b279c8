import 'server-only';
import { getStores } from '@/lib/backend/content';
import { pickupPoints, type PickupPoint } from '@/lib/domain/pickup';

/**
 * Where Local Pickup may be collected: the stores of the optional store list, or the head office
 * alone when this back-end has no list (the real one: `absent`) or cannot be read now.
 */
export async function getPickupPoints(): Promise<PickupPoint[]> {
  const stores = await getStores();
  return pickupPoints(stores.ok ? stores.data : null);
}
