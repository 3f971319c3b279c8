'use client';
import { useSearchParams } from 'next/navigation';
import { WithdrawalFlow } from './withdrawal-flow';

/** The flow, with the order an account page linked to (`?order=`) already named. */
export function WithdrawalEntry() {
  const order = useSearchParams().get('order') ?? '';
  return <WithdrawalFlow initialOrder={/^[\w.\-/]{1,64}$/.test(order) ? order : ''} />;
}
