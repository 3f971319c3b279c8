'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';

/** The checkout form's texts, read while its code loads (once the cart is read), not sent in the page. */
export const CheckoutTexts = fetchedTexts('checkout');
