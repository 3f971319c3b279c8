import { pageTexts } from '@/components/ui/page-texts';

/** What the account's islands read: this provider replaces the layout's messages for them. */
export const ACCOUNT_NAMESPACES = ['Account'] as const;

/**
 * The account's texts (sign-in, registration, password, addresses, profile, order tracking) travel
 * to the browser only with the pages that show those forms (i18n/client-messages.ts). The header's
 * sign-in dialog reads the same texts when it first opens (components/account/sign-in-texts.tsx).
 */
export const AccountIntl = pageTexts(ACCOUNT_NAMESPACES);
