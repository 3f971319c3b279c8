import type { Product, Variant } from '@/lib/backend/schemas/catalogue';

const picture = (name: string) => ({ url: `/files/products/${name}.svg`, width: 350, height: 350 });

export function variant(overrides: Partial<Variant> = {}): Variant {
  return { sku: 'SKU-1-V', name: null, price: 10, sale_price: null, stock: 5, color: null, color_hex: null, size: null, pictures: [], ...overrides };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: '1',
    sku: 'SKU-1',
    name: 'Cordless drill 12V',
    slug: 'cordless-drill-12v',
    description: '<p>Long text</p>',
    short_description: 'A compact drill driver.',
    price: 58.9,
    sale_price: null,
    is_sale: false,
    stock: 10,
    brand: 'Ferrotec',
    gtin: null,
    large_pictures: [picture('drill-large')],
    small_pictures: [picture('drill-small')],
    gallery_pictures: [picture('drill-1'), picture('drill-2')],
    main_pictures: [picture('drill-main')],
    ratings: 4.2,
    reviews: 7,
    is_hot: false,
    is_new: false,
    variants: [],
    product_categories: [{ nome: 'Tools', slug: 'tools', parent: null }],
    ...overrides,
  };
}
