/** The contract's example product (docs/backend/catalogue.md), as the listing and the detail send it. */
export const CONTRACT_PRODUCT = {
  id: '40213',
  sku: 'FT-0425',
  name: 'Trapano a percussione 18V',
  slug: 'det/trapano-a-percussione-18v-ft-0425',
  description: 'Trapano a batteria…',
  short_description: '18V, 2 batterie',
  price: 129.9,
  sale_price: 99.9,
  is_sale: true,
  gross_price: 129.9,
  net_price: 129.9,
  promo_price: 99.9,
  stock: 14,
  brand: 'Ferrotec',
  gtin: '8001234567895',
  family_code: 'TRAP',
  group_1: 'Utensili',
  group_2: 'Utensili elettrici',
  large_pictures: [{ url: 'https://img.example.it/media/ft-0425.jpg', width: '1000', height: '1000' }],
  small_pictures: [{ url: 'https://img.example.it/media/thumb_ft-0425.jpg', width: '150', height: '150' }],
  gallery_pictures: [],
  main_pictures: [],
  ratings: 0,
  reviews: '0',
  sale_count: 0,
  is_hot: true,
  is_new: true,
  variants: [],
};

/**
 * The contract's example reviews of that product (docs/backend/content.md), as get_item_reviews
 * and the product detail's `item_reviews` send them: ratings are stars ÷ 5.
 */
export const CONTRACT_REVIEWS = {
  reviews: [
    {
      name: 'a1b2c3d4e5',
      item: 'FT-0425',
      customer: 'mario.rossi@example.com',
      rating: 0.8,
      title: 'Ottimo',
      comment: 'Potente e leggero',
    },
  ],
  average_rating: 0.8,
  average_whole_rating: 1.0,
  reviews_per_rating: [0, 0, 0, 0, 0],
  total_reviews: 1,
};
