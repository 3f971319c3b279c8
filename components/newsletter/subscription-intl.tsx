import { pageTexts } from '@/components/ui/page-texts';

/** What the confirmation page's islands read: this provider replaces the layout's messages for them. */
export const SUBSCRIPTION_NAMESPACES = ['Subscription', 'Newsletter'] as const;

/**
 * The confirmation page's texts travel to the browser only on that page (the layout's provider
 * leaves them out, i18n/client-messages.ts): its outcome is known only in the browser. The
 * newsletter form it may show again needs its own texts beside them.
 */
export const SubscriptionIntl = pageTexts(SUBSCRIPTION_NAMESPACES);
