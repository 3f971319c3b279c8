'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { PaymentMethodsLine } from '@/components/ui/payment-methods-line';
import { acceptedAtCheckout, type AcceptedPayment } from '@/lib/domain/accepted-payments';
import type { PaymentMethod } from '@/lib/checkout/defaults';

export interface AcceptedPayments {
  title: string;
  label: string;
  accepted: AcceptedPayment[];
  names: Record<AcceptedPayment, string>;
}

const Accepted = createContext<AcceptedPayments | null>(null);

/**
 * The ways to pay the shop names (its configuration, named on the server in the shopper's
 * language), for the checkout's payment step inside the client form, without passing them
 * through every component between.
 */
export function AcceptedPaymentsSlot({ value, children }: { value: AcceptedPayments; children: ReactNode }) {
  return <Accepted value={value}>{children}</Accepted>;
}

/** The line at the payment step: only what can be taken now (`available`, the quote's methods) once the quote says. */
export function AcceptedPaymentsLine({ available }: { available: readonly PaymentMethod[] | undefined }) {
  const value = useContext(Accepted);
  if (!value) return null;
  const shown = available
    ? acceptedAtCheckout(value.accepted, {
        card: available.includes('stripe'),
        transfer: available.includes('transfer'),
      })
    : value.accepted;
  return <PaymentMethodsLine title={value.title} label={value.label} names={shown.map((m) => value.names[m])} />;
}
