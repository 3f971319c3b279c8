import type { Product, Variant } from '@/lib/backend/schemas/catalogue';
import { cents } from '@/lib/domain/money';

const picture = (name: string) => ({ url: `/files/products/${name}.svg`, width: 350, height: 350 });

export function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    sku: 'SKU-1-V',
    name: null,
    price: cents(1000),
    sale_price: null,
    stock: 5,
    color: null,
    color_hex: null,
    size: null,
    pictures: [],
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '1',
    sku: 'SKU-1',
    name: 'Cordless drill 12V',
    slug: 'det/trapano-avvitatore-12v-sku-1',
    description: '<p>Long text</p>',
    short_description: 'A compact drill driver.',
    price: cents(5890),
    sale_price: null,
    is_sale: false,
    stock: 10,
    brand: 'Ferrotec',
    gtin: null,
    large_pictures: [picture('drill-large')],
    small_pictures: [picture('drill-small')],
    gallery_pictures: [picture('drill-1'), picture('drill-2')],
    main_pictures: [picture('drill-main')],
    // Constants on the real back-end: the listing carries no rating.
    ratings: 0,
    reviews: 0,
    is_hot: true,
    is_new: true,
    variants: [],
    product_categories: [{ nome: 'Tools', slug: 'tools', parent: null }],
    group_1: 'Utensili',
    group_2: 'Elettroutensili',
    groups: ['Utensili', 'Elettroutensili'],
    family_code: 'TRAP',
    ...overrides,
  };
}

/** The back-end's listing answer for one page of `products` (page 2 of 3, 30 products). */
export function listingPage(products: Product[] = [product()]) {
  return {
    ok: true as const,
    data: {
      products,
      totalCount: 30,
      current_page: 2,
      pages: 3,
      per_page: 12,
      is_last: false,
      min_price_all: null,
      max_price_all: null,
      category: [],
      features: [],
      menu_category_detail: null,
      category_tree: [],
    },
  };
}
