'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';

/**
 * What a card draws (stock, prices, labels) and its quick view shows (pictures, variants,
 * quantity), read when the browser first draws either: a page whose cards come drawn by the server
 * carries only what their buttons say (`ProductActions`). Once per visit: the quick view, the popular
 * tabs and the listing's further pages share it.
 */
export const ProductCardTexts = fetchedTexts('product-card');
