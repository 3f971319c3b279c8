import { z } from 'zod';
import { amount, flag, lenientArray, picture, text } from './common';

export const menuItemSchema = z.object({
  name: z.string(),
  label: z.string().nullish().transform((v) => v ?? ''),
  title: text,
  url: z.string().nullish().transform((v) => v ?? '#'),
  description: z.string().nullish(),
  parent_menu: z.string().nullish().transform((v) => v ?? null),
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

export const promoTabSchema = z.object({
  text: z.string().min(1),
  url: z.string().nullish().transform((v) => v ?? '/shop'),
  icon: z.string().nullish(),
  order: z.coerce.number().catch(0),
  status: z.unknown().optional(),
  b2c: z.unknown().optional(),
});
export const promoTabsSchema = lenientArray(promoTabSchema);

export const variantSchema = z.object({
  sku: z.string().min(1),
  name: z.string().nullish(),
  price: amount,
  sale_price: amount,
  stock: z.coerce.number().catch(0),
  color: z.string().nullish(),
  color_hex: z.string().nullish(),
  size: z.string().nullish(),
  pictures: lenientArray(picture).optional(),
});

export const productCategorySchema = z.object({
  nome: z.string(),
  slug: z.string().nullish(),
  parent: z.string().nullish(),
});

export const productSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  sku: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: text,
  short_description: text,
  price: amount,
  sale_price: amount,
  is_sale: flag,
  stock: z.coerce.number().catch(0),
  brand: z.string().nullish(),
  gtin: z.string().nullish(),
  large_pictures: lenientArray(picture),
  small_pictures: lenientArray(picture),
  gallery_pictures: lenientArray(picture),
  main_pictures: lenientArray(picture),
  ratings: z.coerce.number().min(0).max(5).catch(0),
  reviews: z.coerce.number().int().min(0).catch(0),
  is_hot: flag,
  is_new: flag,
  variants: lenientArray(variantSchema),
  product_categories: lenientArray(productCategorySchema),
});
export type Product = z.infer<typeof productSchema>;
export type Variant = z.infer<typeof variantSchema>;

export const facetSchema = z.object({
  key: z.string(),
  label_field: z.string().nullish(),
  type: z.string().nullish(),
  uom: z.string().nullish(),
  facet_results: lenientArray(
    z.object({ value: z.union([z.string(), z.number()]).transform(String), count: z.coerce.number().catch(0), hex: z.string().nullish() }),
  ),
});
export type Facet = z.infer<typeof facetSchema>;

export const listingCategorySchema = z.object({
  label: z.string(),
  count: z.coerce.number().catch(0),
  url: z.string(),
});

export const categoryDetailSchema = z.object({
  name: z.string().nullish(),
  label: z.string().nullish(),
  url: z.string().nullish(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  category_menu_image: z.string().nullish(),
  category_banner_image: z.string().nullish(),
  category_banner_image_mobile: z.string().nullish(),
});

export const listingSchema = z.object({
  totalCount: z.coerce.number().int().min(0).catch(0),
  current_page: z.coerce.number().int().min(1).catch(1),
  pages: z.coerce.number().int().min(0).catch(0),
  per_page: z.coerce.number().int().min(1).catch(12),
  is_last: flag.optional(),
  products: lenientArray(productSchema),
  min_price_all: amount,
  max_price_all: amount,
  category: lenientArray(listingCategorySchema),
  features: lenientArray(facetSchema),
  menu_category_detail: categoryDetailSchema.nullish().catch(null),
  category_tree: lenientArray(z.object({ label: z.string(), url: z.string() })),
});
export type Listing = z.infer<typeof listingSchema>;

export const attributeSchema = z.object({ label: z.string(), value: z.union([z.string(), z.number()]).transform(String) });

export const productDetailSchema = z.union([
  z.object({ product: z.object({ redirect_to: z.string().min(1) }) }).transform((v) => ({ redirectTo: v.product.redirect_to }) as const),
  z
    .object({
      product: productSchema.extend({
        long_description: text,
        features: lenientArray(attributeSchema),
        specifications: lenientArray(attributeSchema),
      }),
      relatedProducts: lenientArray(productSchema),
      featuredProducts: lenientArray(productSchema),
      bestProducts: lenientArray(productSchema),
      latestProducts: lenientArray(productSchema),
      topRatedProducts: lenientArray(productSchema),
    })
    .transform((v) => ({ ...v, redirectTo: null })),
]);
export type ProductDetail = z.infer<typeof productDetailSchema>;
