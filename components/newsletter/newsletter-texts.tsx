'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';

/** The band's working form's texts, read with its code after the page (newsletter-band-form.tsx), not sent in it. */
export const NewsletterTexts = fetchedTexts('newsletter');
