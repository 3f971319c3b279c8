import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { seal, sealingKey, unseal } from '@/lib/sealed';
import { toCents, type Cents } from '@/lib/domain/money';
import type { OrderTotals } from '@/lib/domain/quote';

/**
 * What this browser's checkout attempts created on the back-end (docs/backend/checkout.md "one
 * order per click"). The back-end has no idempotency: every create_quotation makes a quotation
 * and every payment_request another Sales Order. So the storefront remembers, per checkout
 * attempt, the quotation it made and the payment answer it got, and a retry (double click,
 * timeout, reload, error page) reuses them. The memory is also the guest's proof that an order
 * is theirs: the payment pages show only orders remembered here or owned by the signed-in
 * shopper.
 *
 * Kept in an httpOnly cookie, encrypted and authenticated (AES-256-GCM): it survives across
 * server instances, the browser cannot read the quotation names in it (they must stay on the
 * server) and cannot forge an entry.
 */
export interface RememberedOrder {
  /** The checkout attempt id the page sends. */
  attempt: string;
  /** A digest of what the quotation was made of: another content needs another quotation. */
  content: string;
  quotation: string;
  /**
   * What the back-end's quotation says the order costs (its coupon applied): the total the
   * shopper must have seen before the payment request is asked. Known once read.
   */
  totals?: OrderTotals;
  /** `stock`: mymb's payment_request is broken here; the order is finished with stock ERPNext (retries continue it). */
  finishing?: 'stock';
  /** Set while a payment_request is under way or ended without a readable answer: never ask twice. */
  paymentAskedAt?: number;
  order?: string;
  gateway?: 'transfer' | 'stripe';
  /** What the back-end asks the shopper to pay (payment_request.grand_total). */
  amountCents?: Cents;
  currency?: string;
  clientSecret?: string | null;
  /** A back-end with the optional payment-status methods may give the order a proof token. */
  token?: string | null;
  /** The bank-transfer text the back-end returned, already sanitised (latest order only). */
  transferHtml?: string | null;
  /** The back-end's amount differs from the total the shopper was shown. */
  amountDiffers?: boolean;
  /** Local Pickup: where the shopper collects the order ("title — address"). */
  pickup?: string | null;
  at: number;
}

export interface OrderMemoryStore {
  read(): Promise<RememberedOrder[]>;
  write(entries: RememberedOrder[]): Promise<void>;
}

const ORDER_MEMORY_COOKIE = 'shop_orders';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
const MAX_ENTRIES = 4;
const MAX_TRANSFER_HTML = 1200;

const key = () => sealingKey('bottega order memory');

/** Version 2 keeps the order's amount in cents; version 1 kept the back-end's euro (`amount: 54.9`). */
const VERSION = 2;

export function sealOrders(entries: readonly RememberedOrder[], secret: Buffer = key()): string {
  return seal({ v: VERSION, entries }, secret);
}

/** A version-1 entry in today's shape: its euro amount read once as cents, so an order placed before the change still shows its total. */
function fromVersion1(entry: RememberedOrder & { amount?: unknown }): RememberedOrder {
  const { amount, ...rest } = entry;
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0
    ? { ...rest, amountCents: toCents(amount) }
    : rest;
}

/** The remembered orders, or none when the value is missing, altered or from another key. */
export function openOrders(sealed: string | undefined, secret: Buffer = key()): RememberedOrder[] {
  const opened = unseal(sealed, secret) as { v?: unknown; entries?: unknown } | undefined;
  if (!Array.isArray(opened?.entries)) return [];
  if (opened.v === VERSION) return opened.entries as RememberedOrder[];
  return opened.v === 1 ? (opened.entries as RememberedOrder[]).map(fromVersion1) : [];
}

/**
 * The entries to keep: the newest first, at most four, and only the newest keeps its bank text
 * (a cookie holds about 4 KB).
 */
function trimOrders(entries: readonly RememberedOrder[]): RememberedOrder[] {
  return [...entries]
    .sort((a, b) => b.at - a.at)
    .slice(0, MAX_ENTRIES)
    .map((entry, index) =>
      index === 0 && (entry.transferHtml?.length ?? 0) <= MAX_TRANSFER_HTML ? entry : { ...entry, transferHtml: null },
    );
}

export function upsertOrder(entries: readonly RememberedOrder[], entry: RememberedOrder): RememberedOrder[] {
  return trimOrders([entry, ...entries.filter((e) => e.attempt !== entry.attempt)]);
}

/** The cookie-backed memory of the current request (server actions and pages). */
export function cookieOrderMemory(): OrderMemoryStore {
  return {
    async read() {
      return openOrders((await cookies()).get(ORDER_MEMORY_COOKIE)?.value);
    },
    async write(entries) {
      (await cookies()).set(ORDER_MEMORY_COOKIE, sealOrders(trimOrders(entries)), {
        httpOnly: true,
        sameSite: 'lax',
        secure: env().cookieSecure,
        path: '/',
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}

/** The remembered order with this name, if this browser placed it. */
export async function rememberedOrder(
  order: string,
  store: OrderMemoryStore = cookieOrderMemory(),
): Promise<RememberedOrder | null> {
  return (await store.read()).find((e) => e.order === order) ?? null;
}
