import { pageTexts } from '@/components/ui/page-texts';

/** What the withdrawal's islands read: this provider replaces the layout's messages for them. */
export const WITHDRAWAL_NAMESPACES = [
  'Withdrawal',
  'Account.errors',
  'Account.orderNumber',
  'Account.orderNumberHint',
  'Account.rateLimited',
  'Account.unavailable',
] as const;

/**
 * The withdrawal's texts travel to the browser only with the withdrawal page (i18n/client-messages.ts).
 * A nested provider replaces its parent's messages: the few account texts its form shares come
 * along, not the account's whole namespace of 6.7 KB (tests/i18n/client-namespaces.test.ts checks
 * that each text the form reads is among them).
 */
export const WithdrawalIntl = pageTexts(WITHDRAWAL_NAMESPACES);
