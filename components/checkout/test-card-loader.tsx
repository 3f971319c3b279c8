'use client';
import dynamic from 'next/dynamic';

/**
 * The simulated gateway's form is fetched only when the page shows it (a back-end with the test
 * gateway and no Stripe key): its checks would otherwise weigh on every card payment page.
 */
export const TestCardLoader = dynamic(() => import('./test-card-form').then((m) => m.TestCardForm));
