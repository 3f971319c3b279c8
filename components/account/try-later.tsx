'use client';
import { useTranslations } from 'next-intl';
import { waitMinutes } from './use-form-text';

/**
 * The refusals every form that asks the back-end about an account or an order meets, in the same
 * words: too many tries from this connection (with how long to wait), or the back-end away. A
 * form says its own refusals beside it; this says nothing for any other reason. Reads
 * `Account.rateLimited` and `Account.unavailable` only, so a page sending just those can use it.
 */
export function TryLater({ failure }: { failure: { reason: string; retryAfterSeconds?: number } }) {
  const t = useTranslations('Account');
  if (failure.reason === 'rate-limited')
    return <p>{t('rateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>;
  if (failure.reason === 'unavailable') return <p>{t('unavailable')}</p>;
  return null;
}
