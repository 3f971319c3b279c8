'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';

/**
 * The review form's texts, read when the form first shows: only a signed-in shopper sees it, so
 * the product page every other visitor and crawler gets carries none of them.
 */
export const ReviewFormTexts = fetchedTexts('review-form');
