import { pageTexts } from '@/components/ui/page-texts';

/** What the withdrawal's islands read: this provider replaces the layout's messages for them. */
export const WITHDRAWAL_NAMESPACES = ['Withdrawal', 'Account'] as const;

/**
 * The withdrawal's texts travel to the browser only with the withdrawal page (i18n/client-messages.ts).
 * A nested provider replaces its parent's messages: the account texts its form shares come along.
 */
export const WithdrawalIntl = pageTexts(WITHDRAWAL_NAMESPACES);
