'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';

/**
 * The newsletter popup's words, read when it opens: a browser sees it once, and every page carried
 * them. With the form's (`Newsletter`), which this provider replaces within the popup.
 */
export const NewsletterPopupTexts = fetchedTexts('newsletter-popup');
