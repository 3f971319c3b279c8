/** Types of mock-shopper.mjs, for the journeys' TypeScript. */

/** The mock back-end's address and the app token it accepts. */
export interface MockBackend {
  url: string;
  token: string;
}

export interface Shopper {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** One quotation line; without `rate` the back-end charges the catalogue's. */
export interface OrderLine {
  item_code: string;
  qty: number;
  rate?: number;
}

export function callMethod<T = unknown>(
  mock: MockBackend,
  path: string,
  params?: Record<string, unknown>,
  jwt?: string,
): Promise<{ status: number; body: T }>;

export function readListing<T = unknown>(
  mock: MockBackend,
  params: Record<string, unknown>,
): Promise<{ status: number; body: T }>;

export function freshShopper(tag: string): Shopper;

export function registerAt(mock: MockBackend, shopper: Shopper): Promise<string>;

/** Without a `jwt` (undefined) the order is a guest's. */
export function placeTransferOrderAt(
  mock: MockBackend,
  shopper: Shopper,
  jwt: string | undefined,
  line: OrderLine,
): Promise<string>;
