import { z } from 'zod';
import { euroAsCents, nonNegativeNumber, flag, lenientArray, picture, text } from './common';

/** The products as the back-end sends them, in a listing or on their own page (docs/backend/catalogue.md). */

/**
 * Optional fields (docs/backend/catalogue.md, "Prices"): the lowest price of the previous 30 days,
 * VAT included, without which no reduction is announced; the net quantity and its unit (`kg`,
 * `g`, `l`, `ml`, `m`, `cm`) of goods sold by weight, volume or length, for the unit price.
 */
const lawfulPriceFields = {
  lowest_price_30_days: euroAsCents.optional(),
  net_quantity: nonNegativeNumber.optional(),
  net_quantity_unit: z.string().nullish(),
};

const variantSchema = z.object({
  sku: z.string().min(1),
  name: z.string().nullish(),
  price: euroAsCents,
  sale_price: euroAsCents,
  stock: z.coerce.number().catch(0),
  color: z.string().nullish(),
  color_hex: z.string().nullish(),
  size: z.string().nullish(),
  pictures: lenientArray(picture).optional(),
  ...lawfulPriceFields,
});

const productCategorySchema = z.object({
  nome: z.string(),
  slug: z.string().nullish(),
  parent: z.string().nullish(),
});

/** `group_1` … `group_5`: the product's category labels from the root. */
const GROUP_KEYS = ['group_1', 'group_2', 'group_3', 'group_4', 'group_5'] as const;

const productFields = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  sku: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: text,
  short_description: text,
  price: euroAsCents,
  sale_price: euroAsCents,
  is_sale: flag,
  stock: z.coerce.number().catch(0),
  brand: z.string().nullish(),
  gtin: z.string().nullish(),
  large_pictures: lenientArray(picture),
  small_pictures: lenientArray(picture),
  gallery_pictures: lenientArray(picture),
  main_pictures: lenientArray(picture),
  /** Constants on the real back-end (0 and "0"): the rating comes from `item_reviews`. */
  ratings: z.coerce.number().min(0).max(5).catch(0),
  reviews: z.coerce.number().int().min(0).catch(0),
  is_hot: flag,
  is_new: flag,
  /** Only a back-end with the optional variants field sends any (docs/backend/catalogue.md). */
  variants: lenientArray(variantSchema),
  product_categories: lenientArray(productCategorySchema),
  family_code: z.string().nullish(),
  group_1: z.string().nullish(),
  group_2: z.string().nullish(),
  group_3: z.string().nullish(),
  group_4: z.string().nullish(),
  group_5: z.string().nullish(),
  ...lawfulPriceFields,
});

/** A listing product; `groups` gathers `group_1…5` (the category path, root first). */
export const productSchema = productFields.transform(withGroups);

function withGroups<T extends z.infer<typeof productFields>>(p: T): T & { groups: string[] } {
  const groups: string[] = [];
  for (const key of GROUP_KEYS) {
    const label = p[key]?.trim();
    if (!label) break;
    groups.push(label);
  }
  return { ...p, groups };
}
export type Product = z.infer<typeof productSchema>;
export type Variant = z.infer<typeof variantSchema>;

/** One row of the product's "additional information": a feature with its unit, when it has one. */
interface Attribute {
  label: string;
  value: string;
}

const featureSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  default_uom: z.union([z.string(), z.number()]).nullish(),
});

/**
 * `features` is an object keyed by feature label (`{"Alimentazione": {value, default_uom, …}}`).
 * A unit id of "0" or empty means none; entries that do not parse are dropped.
 */
const featuresSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .catch(null)
  .transform((dict): Attribute[] =>
    Object.entries(dict ?? {}).flatMap(([label, raw]) => {
      const parsed = featureSchema.safeParse(raw);
      if (!parsed.success || label.trim() === '') return [];
      const value = String(parsed.data.value).trim();
      const uom =
        parsed.data.default_uom === null || parsed.data.default_uom === undefined
          ? ''
          : String(parsed.data.default_uom).trim();
      if (value === '') return [];
      return [{ label, value: uom && uom !== '0' ? `${value} ${uom}` : value }];
    }),
  );

/**
 * `item_reviews` (the reviews method's answer, `{}` when reviews are off): ratings are stored as
 * stars ÷ 5, so the average in stars is `average_rating × 5`.
 */
const itemReviewsSchema = z
  .object({ average_rating: z.coerce.number().min(0).catch(0), total_reviews: z.coerce.number().int().min(0).catch(0) })
  .partial()
  .nullish()
  .catch(null)
  .transform((r) => {
    const count = r?.total_reviews ?? 0;
    if (count === 0) return null;
    return { average: Math.min(5, Math.round((r?.average_rating ?? 0) * 5 * 10) / 10), count };
  });

export const productDetailSchema = z.union([
  z
    .object({ product: z.object({ redirect_to: z.string().min(1) }) })
    .transform((v) => ({ redirectTo: v.product.redirect_to }) as const),
  z
    .object({
      product: productFields
        .extend({
          long_description: text,
          features: featuresSchema,
          item_reviews: itemReviewsSchema,
        })
        .transform(withGroups),
      relatedProducts: lenientArray(productSchema),
      featuredProducts: lenientArray(productSchema),
      bestProducts: lenientArray(productSchema),
      latestProducts: lenientArray(productSchema),
      topRatedProducts: lenientArray(productSchema),
    })
    .transform((v) => ({ ...v, redirectTo: null })),
]);
export type ProductDetail = z.infer<typeof productDetailSchema>;
