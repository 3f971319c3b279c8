'use client';
import { create } from 'zustand';

/**
 * Spec §3: currentCurrency defaults to the euro sign; rates euro 1.2, dollar 1. The shop sells in
 * euro only (docs/decisions.md), so the rates wait here for the day a second currency is enabled.
 */
export const CURRENCY_RATES = { '€': 1.2, $: 1 } as const;
export type CurrencySign = keyof typeof CURRENCY_RATES;

interface CurrencyState {
  currentCurrency: CurrencySign;
  enabled: readonly CurrencySign[];
}

export const useCurrency = create<CurrencyState>()(() => ({
  currentCurrency: '€',
  enabled: ['€'],
}));
