import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import type { WithdrawalStatement } from '@/lib/domain/withdrawal';
import { seal, sealingKey, unseal } from '@/lib/sealed';

/**
 * The withdrawals this browser recorded, by attempt: a double click, a retry or a reload of the
 * confirmation records the statement once and shows the same acknowledgement (Frappe's
 * Communication has no idempotency). Sealed in an httpOnly cookie, as the order memory is. Only
 * which record and when: the statement itself is made again from the order, so the cookie stays a
 * few hundred bytes whatever the order's lines (a header over 4 KB is refused by browsers and by
 * nginx's default proxy buffer).
 */
export interface RecordedStatement {
  attempt: string;
  /** The Communication's name on the back-end. */
  record: string;
  /** When the statement was sent (ISO). */
  sentAt: WithdrawalStatement['sentAt'];
}

const COOKIE = 'shop_withdrawals';
const MAX_ENTRIES = 4;
const key = () => sealingKey('bottega withdrawals');

export async function recordedWithdrawals(): Promise<RecordedStatement[]> {
  const opened = unseal((await cookies()).get(COOKIE)?.value, key());
  return Array.isArray(opened)
    ? (opened as RecordedStatement[]).filter((e) => typeof e?.sentAt === 'string' && typeof e.attempt === 'string')
    : [];
}

export async function rememberWithdrawal(entry: RecordedStatement): Promise<void> {
  const kept = [entry, ...(await recordedWithdrawals()).filter((e) => e.attempt !== entry.attempt)].slice(
    0,
    MAX_ENTRIES,
  );
  (await cookies()).set(COOKIE, seal(kept, key()), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().cookieSecure,
    path: '/',
    maxAge: 60 * 60 * 24 * 90,
  });
}
