import { z } from 'zod';
import { DEFAULT_PARAMS, listingHref } from '@/lib/domain/listing-url';
import { flag, lenientArray, text } from './common';

/** The shop's menu, footer and promo tabs (docs/backend/catalogue.md). */

/**
 * A menu row's `url` is the stored `shop?category=<label path>&category_detail=<name>`; the shop
 * links to that category's listing, `/shop/category=<label path>` (the listing finds
 * `category_detail` in the menu itself).
 * Anything else (an absolute link, a content page) is kept as a site path.
 */
function menuHref(url: string | null | undefined): string {
  const raw = (url ?? '').trim();
  if (raw === '') return '#';
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) return raw;
  const parsed = new URL(raw.startsWith('/') ? raw : `/${raw}`, 'http://shop.invalid');
  const category = parsed.searchParams.get('category');
  if (parsed.pathname === '/shop' && category) return listingHref('/shop', DEFAULT_PARAMS, { category });
  return `${parsed.pathname}${parsed.search}`;
}

const menuItemSchema = z.object({
  name: z.string(),
  label: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  title: text,
  url: z.string().nullish().transform(menuHref),
  description: z.string().nullish(),
  parent_menu: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  is_group: flag,
  order: z.coerce.number().catch(0),
  category_menu_image: z.string().nullish(),
  category_banner_image: z.string().nullish(),
  category_banner_image_mobile: z.string().nullish(),
  disable: flag,
});
export const menuSchema = lenientArray(menuItemSchema);

export const footerSchema = z.object({
  data: z.object({ footer_b2c_html: text, footer_b2b_html: text.optional() }),
});

const promoTabSchema = z.object({
  text: z.string().min(1),
  url: z
    .string()
    .nullish()
    .transform((v) => v ?? '/shop'),
  icon: z.string().nullish(),
  order: z.coerce.number().catch(0),
  /** `Published` or `Draft` (the DocType's default). */
  status: z.string().nullish(),
  b2c: flag,
});
export const promoTabsSchema = lenientArray(promoTabSchema);
