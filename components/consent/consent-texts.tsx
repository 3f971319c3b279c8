'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';

/**
 * The cookie banner's and its footer link's texts, read when a tag is configured and the manager
 * first shows: most shops configure none, and their pages then carry none of these texts.
 */
export const ConsentTexts = fetchedTexts('consent');
