'use client';
import { createElement, useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useCart } from '@/stores/cart';
import { addableQuantity, isValidQuantity, type CartLine, type CartLineImage } from '@/lib/domain/cart';
import { effectivePrice } from '@/lib/domain/price-range';
import { announcedReduction } from '@/lib/domain/price-reduction';
import { variantLabel } from '@/lib/domain/product-variants';
import { timesQuantity } from '@/lib/domain/money';
import { trackEcommerce } from '@/lib/ecommerce-events';
import type { Product, Variant } from '@/lib/backend/schemas/catalogue';
import { AddedToast } from './added-toast';

/** What `add` did: how many units really went in (the 99-per-line cap may take fewer). */
export type AddResult = { ok: true; added: number } | { ok: false; reason: 'invalid-quantity' | 'no-price' | 'limit' };

/** The first picture of the variant, else of the product, in the shape a cart line stores. */
function lineImage(product: Product, variant: Variant | null): CartLineImage | null {
  const picture =
    variant?.pictures?.[0] ?? product.small_pictures[0] ?? product.main_pictures[0] ?? product.large_pictures[0];
  return picture ? { url: picture.url, width: picture.width, height: picture.height } : null;
}

/**
 * The cart line for a product (and the chosen variant): the variant's sku is the line's identity
 * (docs/decisions.md "cart line identity"), the price is what the shopper pays for one unit now.
 */
export function buildCartLine(product: Product, variant: Variant | null): Omit<CartLine, 'qty'> | null {
  const priced = variant ?? product;
  const price = effectivePrice(priced) ?? (variant ? effectivePrice(product) : null);
  if (price === null) return null;
  // Struck through in the cart only against the 30-day lowest price (docs/backend/catalogue.md "Prices").
  const reduction = announcedReduction(price, priced.lowest_price_30_days);
  const label = variantLabel(variant);
  return {
    sku: variant?.sku ?? product.sku,
    item_code: variant?.sku ?? product.sku,
    name: product.name,
    slug: product.slug,
    priceCents: price,
    regularPriceCents: reduction?.lowestCents ?? null,
    // A variant name that only repeats the product's name tells nothing: no label then.
    variant_label: label && label !== product.name.trim() ? label : null,
    image: lineImage(product, variant),
  };
}

/**
 * Add to cart from anywhere (listing card, quick view, product page):
 * `const add = useAddToCart(); add(product, variant, qty)`.
 * Puts the line in the cart store, shows the add-to-cart toast and pushes the GA4
 * `add_to_cart` event. Refusals (quantity out of 1..99, line already at 99) get a toast too.
 */
export function useAddToCart() {
  const t = useTranslations('ProductActions');

  return useCallback(
    (product: Product, variant: Variant | null, qty: number = 1): AddResult => {
      if (!isValidQuantity(qty)) {
        toast.error(t('cardQuantityInvalid'));
        return { ok: false, reason: 'invalid-quantity' };
      }
      const line = buildCartLine(product, variant);
      if (!line) {
        toast.error(t('cardNoPrice'));
        return { ok: false, reason: 'no-price' };
      }
      const added = addableQuantity(useCart.getState().lines, line.sku, qty);
      if (added === 0) {
        toast.error(t('cardQuantityLimit'));
        return { ok: false, reason: 'limit' };
      }
      useCart.getState().addLine(line, added);
      toast(
        createElement(AddedToast, {
          name: line.name,
          variantLabel: line.variant_label ?? null,
          image: line.image ?? null,
        }),
        {
          toastId: `added-${line.sku}-${Date.now()}`,
        },
      );
      trackEcommerce(
        'add_to_cart',
        [
          {
            item_id: line.sku,
            item_name: line.name,
            price: line.priceCents,
            quantity: added,
            ...(line.variant_label ? { item_variant: line.variant_label } : {}),
            ...(product.product_categories[0] ? { item_category: product.product_categories[0].nome } : {}),
          },
        ],
        { value: timesQuantity(line.priceCents, added) },
      );
      return { ok: true, added };
    },
    [t],
  );
}
