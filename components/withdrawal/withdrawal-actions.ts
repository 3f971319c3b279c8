'use server';
import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { getUserInfo } from '@/lib/backend/auth';
import {
  findGuestOrder,
  findRecordedWithdrawal,
  ownWithdrawableOrders,
  recordWithdrawal,
  type WithdrawableOrder,
} from '@/lib/backend/withdrawal';
import type { BackendError } from '@/lib/backend/result';
import {
  statementHtml,
  statementMark,
  withdrawnItems,
  type StatementTexts,
  type WithdrawalStatement,
} from '@/lib/domain/withdrawal';
import { formatDate } from '@/lib/format';
import { log } from '@/lib/log';
import { limit } from '@/lib/rate-limit';
import { readSessionJwt } from '@/lib/session';
import { fieldErrors, type ErrorKey } from '@/components/account/schemas';
import { confirmSchema, guestOrderSchema } from './withdrawal-schema';
import { recordedWithdrawals, rememberWithdrawal } from '@/lib/withdrawal/memory';

/** Why no order or no statement: the form says each in the shopper's words. */
type Refusal =
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<string, ErrorKey>> }
  /** Wrong number or wrong e-mail: the same answer, so a stranger learns nothing. */
  | { ok: false; reason: 'no-match' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  /** The back-end cannot find or record it: the page says how else to withdraw (e-mail, model form). */
  | { ok: false; reason: 'not-recorded' }
  | { ok: false; reason: 'unavailable' };

export type LookUpResult = { ok: true; order: Pick<WithdrawableOrder, 'name' | 'orderedOn' | 'items'> } | Refusal;
export type ConfirmResult = { ok: true; statement: WithdrawalStatement } | Refusal;

const localeOf = (value: unknown) =>
  typeof value === 'string' && hasLocale(routing.locales, value) ? value : routing.defaultLocale;

function refusal(error: BackendError, event: string): Refusal {
  if (error.kind === 'not-found' || error.kind === 'rejected') return { ok: false, reason: 'no-match' };
  log.warn(event, { kind: error.kind, status: error.status });
  // A back-end that cannot read or record the order for us: the shopper withdraws another way.
  if (error.kind === 'absent' || error.kind === 'unauthorised') return { ok: false, reason: 'not-recorded' };
  return { ok: false, reason: 'unavailable' };
}

/** Step one for a guest: the order, found by its number and e-mail, with its lines to choose from. */
export async function findOrderToWithdraw(input: unknown): Promise<LookUpResult> {
  const parsed = guestOrderSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      reason: 'invalid',
      fieldErrors: fieldErrors(parsed.error, ['name', 'order_number', 'email'] as const),
    };
  const limited = await limit('withdrawal');
  if (limited) return limited;
  const found = await findGuestOrder(parsed.data.order_number, parsed.data.email);
  if (!found.ok) return refusal(found.error, 'withdrawal.lookup-failed');
  const { name, orderedOn, items } = found.data;
  return { ok: true, order: { name, orderedOn, items } };
}

/** Attempts being recorded on this instance: a second click waits for the first. */
const inFlight = new Map<string, Promise<ConfirmResult>>();

/**
 * "Confirm withdrawal": the statement recorded against the order and mailed to the shopper, with
 * the date and time it was sent. One record per attempt, whatever the clicks and retries.
 */
export async function confirmWithdrawal(input: unknown): Promise<ConfirmResult> {
  const parsed = confirmSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: {} };
  const { attempt } = parsed.data;
  const running = inFlight.get(attempt);
  if (running) return running;
  const work = record(parsed.data).finally(() => inFlight.delete(attempt));
  inFlight.set(attempt, work);
  return work;
}

async function record(input: ReturnType<typeof confirmSchema.parse>): Promise<ConfirmResult> {
  const limited = await limit('withdrawal');
  if (limited) return limited;
  const locale = localeOf(input.locale);
  const who = await shopperAndOrder(input);
  if (!who.ok) return who;
  const { name, email, order } = who;
  const chosen = withdrawnItems(order.items, input.items);
  const mark = statementMark(input.attempt);
  const statement: WithdrawalStatement = {
    name,
    email,
    order: order.name,
    orderedOn: order.orderedOn,
    ...chosen,
    sentAt: new Date().toISOString(),
  };
  // Recorded before: this browser remembers it, or, when the first answer was lost and no cookie
  // came back, the back-end knows. The same acknowledgement, at the time it was first sent.
  const earlier = await recordedBefore(input.attempt, order.name, mark);
  if (earlier) {
    await rememberWithdrawal({ attempt: input.attempt, ...earlier });
    return { ok: true, statement: { ...statement, sentAt: earlier.sentAt } };
  }
  const t = await getTranslations({ locale, namespace: 'Withdrawal.statement' });
  const texts: StatementTexts = {
    title: t('title'),
    declaration: t('declaration'),
    order: t('order'),
    orderedOn: t('orderedOn'),
    goods: t('goods'),
    wholeOrder: t('wholeOrder'),
    consumer: t('consumer'),
    email: t('email'),
    sentAt: t('sentAt'),
    receipt: t('receipt'),
  };
  const when = (iso: string) => formatDate(locale, iso, { dateStyle: 'long', timeStyle: 'long' });
  const recorded = await recordWithdrawal({
    order: order.name,
    // The shop's staff read the subject in Italian, whatever the shopper's language.
    subject: `Recesso dal contratto / ${t('subject', { order: order.name })} ${mark}`,
    html: statementHtml(statement, texts, when),
    email,
    locale,
  });
  if (!recorded.ok) {
    log.warn('withdrawal.record-failed', { kind: recorded.error.kind, status: recorded.error.status });
    return { ok: false, reason: 'not-recorded' };
  }
  await rememberWithdrawal({ attempt: input.attempt, record: recorded.data.record, sentAt: statement.sentAt });
  log.info('withdrawal.recorded', { order: order.name, record: recorded.data.record });
  return { ok: true, statement };
}

async function recordedBefore(
  attempt: string,
  order: string,
  mark: string,
): Promise<{ record: string; sentAt: string } | null> {
  const remembered = (await recordedWithdrawals()).find((e) => e.attempt === attempt);
  if (remembered) return { record: remembered.record, sentAt: remembered.sentAt };
  const found = await findRecordedWithdrawal(order, mark);
  return found.ok ? found.data : null;
}

/**
 * Who withdraws and from which order: a signed-in shopper from their own orders, with the name and
 * e-mail of their account (not asked again); a guest by the order's number and e-mail.
 */
async function shopperAndOrder(
  input: ReturnType<typeof confirmSchema.parse>,
): Promise<{ ok: true; name: string; email: string; order: WithdrawableOrder } | Refusal> {
  if (await readSessionJwt()) {
    const [user, orders] = await Promise.all([getUserInfo(), ownWithdrawableOrders()]);
    if (!user.ok) return refusal(user.error, 'withdrawal.user-failed');
    if (!orders.ok) return refusal(orders.error, 'withdrawal.orders-failed');
    const order = orders.data.find((o) => o.name === input.order_number);
    if (!order) return { ok: false, reason: 'no-match' };
    const name = `${user.data.first_name} ${user.data.last_name}`.trim() || user.data.email;
    return { ok: true, name, email: user.data.email, order };
  }
  if (!input.name || !input.email) return { ok: false, reason: 'invalid', fieldErrors: {} };
  const found = await findGuestOrder(input.order_number, input.email);
  if (!found.ok) return refusal(found.error, 'withdrawal.lookup-failed');
  return { ok: true, name: input.name, email: input.email, order: found.data };
}
