'use client';
import { useEffect, useState } from 'react';
import { WithdrawalFlow } from './withdrawal-flow';

const ORDER_NAME = /^[\w.\-/]{1,64}$/;

/**
 * The flow, with the order an account page linked to (`?order=`) already named. The query is read
 * after the first paint, so the page stays prerendered and its form is in the HTML from the start
 * (useSearchParams would leave the flow to the browser and shift the page when it appears).
 */
export function WithdrawalEntry() {
  const [order, setOrder] = useState('');
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('order') ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query is the browser's, read once after hydration
    if (ORDER_NAME.test(asked)) setOrder(asked);
  }, []);
  return <WithdrawalFlow key={order} initialOrder={order} />;
}
