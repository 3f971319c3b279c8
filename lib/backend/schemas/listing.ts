import { z } from 'zod';
import { euroAsCents, flag, lenientArray } from './common';
import { productSchema } from './catalogue';

/** A listing page (docs/backend/catalogue.md): its products, counts, price range, categories and feature facets. */

const facetSchema = z.object({
  key: z.string(),
  label_field: z.string().nullish(),
  type: z.string().nullish(),
  uom: z.string().nullish(),
  facet_results: lenientArray(
    z.object({
      value: z.union([z.string(), z.number()]).transform(String),
      count: z.coerce.number().catch(0),
      hex: z.string().nullish(),
    }),
  ),
});

const listingCategorySchema = z.object({
  label: z.string(),
  count: z.coerce.number().catch(0),
  url: z.string(),
});

const categoryDetailSchema = z.object({
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
  min_price_all: euroAsCents,
  max_price_all: euroAsCents,
  category: lenientArray(listingCategorySchema),
  features: lenientArray(facetSchema),
  menu_category_detail: categoryDetailSchema.nullish().catch(null),
  category_tree: lenientArray(z.object({ label: z.string(), url: z.string() })),
});
export type Listing = z.infer<typeof listingSchema>;
