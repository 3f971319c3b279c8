'use client';
import { useTranslations } from 'next-intl';
import { isErrorKey } from './error-keys';

/** Turns a schema's error key into the shopper's language (unknown keys read as "required"). */
export function useErrorText() {
  const t = useTranslations('Account.errors');
  return (key: string | undefined): string | undefined => (key ? t(isErrorKey(key) ? key : 'required') : undefined);
}

/** "Please wait 3 minutes": the back-end's Retry-After, rounded up to whole minutes (at least one). */
export function waitMinutes(retryAfterSeconds: number | undefined): number {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return 5;
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
