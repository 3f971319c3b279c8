import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from '@/lib/structured-data';
import { cents } from '@/lib/domain/money';

const base = {
  name: 'Cordless drill 18 V',
  sku: 'BOS-DRILL-000001',
  description: '<p>Two speeds &amp; a <strong>metal</strong> chuck.</p>',
  url: 'https://shop.example/product/fullwidth/cordless-drill',
  images: ['https://shop.example/files/drill.svg'],
  brand: 'Bosch',
  gtin: '8050123400001',
};

describe('Product JSON-LD', () => {
  it('names the product, its price in euro and its availability', () => {
    const data = productJsonLd({
      ...base,
      offers: [{ sku: 'BOS-DRILL-000001', price: cents(12900), sale_price: cents(9990), stock: 4, url: base.url }],
      rating: { average: 4.34, count: 12 },
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Cordless drill 18 V',
      sku: 'BOS-DRILL-000001',
      brand: { '@type': 'Brand', name: 'Bosch' },
      gtin: '8050123400001',
      offers: { '@type': 'Offer', price: '99.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
    expect(data.description).toBe('Two speeds & a metal chuck.');
  });

  it('lists one offer per variant, sold-out ones as OutOfStock', () => {
    const data = productJsonLd({
      ...base,
      offers: [
        { sku: 'A', price: cents(1000), sale_price: null, stock: 1, url: `${base.url}?sku=A` },
        { sku: 'B', price: cents(1200), sale_price: null, stock: 0, url: `${base.url}?sku=B` },
        { sku: 'C', price: null, sale_price: null, stock: 5, url: `${base.url}?sku=C` },
      ],
    });
    expect(data.offers).toEqual([
      expect.objectContaining({ sku: 'A', price: '10.00', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ sku: 'B', price: '12.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('leaves out a rating without reviews and a malformed GTIN', () => {
    const data = productJsonLd({ ...base, gtin: 'n/a', offers: [], rating: { average: 0, count: 0 } });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('gtin');
    expect(data).not.toHaveProperty('offers');
  });
});

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the crumbs from 1 and links all but a last crumb without URL', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://s/' }, { name: 'Drill' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
        { '@type': 'ListItem', position: 2, name: 'Drill' },
      ],
    });
  });
});

describe('printing JSON-LD inside <script> (every < escaped)', () => {
  const hostile = { name: 'Drill</script><script>alert(1)</script>', note: 'a & b > c \u2028 d' };

  it('never contains a raw <, > or & that could end the script element', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('parses back to exactly the same data', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });
});
