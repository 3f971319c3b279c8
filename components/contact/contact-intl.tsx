import { pageTexts } from '@/components/ui/page-texts';

/** What the contact form reads: this provider replaces the layout's messages for it. */
export const CONTACT_NAMESPACES = ['ContactForm'] as const;

/**
 * The contact form's texts travel to the browser only with the pages that show the form (contact
 * us, accessibility), not with every page (i18n/client-messages.ts).
 */
export const ContactIntl = pageTexts(CONTACT_NAMESPACES);
