import { describe, expect, it, vi } from 'vitest';
import {
  cachedListingPath,
  cachedListingTarget,
  MAX_KEY_LENGTH,
  readCachedListing,
} from '@/lib/catalogue/listing-cache';
import { categoriesOf } from '@/lib/catalogue/menu-categories';
import { buildMenuTree } from '@/lib/domain/menu-tree';

const path = (pathname: string, search = '') => cachedListingPath(pathname, new URLSearchParams(search));

/** The proxy's target split into what the cached route receives. */
function roundTrip(pathname: string, search = '') {
  const target = path(pathname, search);
  if (!target) return null;
  const [, , , layout, key] = target.split('/');
  return readCachedListing(layout!, key!);
}

describe('listing cache route', () => {
  it('sends every layout of the shop to the cached route', () => {
    expect(path('/it/shop')).toMatch(/^\/it\/listing\/default\/q/);
    expect(path('/en/shop/list')).toMatch(/^\/en\/listing\/list\/q/);
    expect(path('/sk/shop/grid')).toMatch(/^\/sk\/listing\/grid\/q/);
    expect(path('/en/shop/grid/3')).toMatch(/^\/en\/listing\/grid-3\/q/);
  });

  it('leaves unknown layouts and other pages to their own routes (and their 404)', () => {
    expect(path('/en/shop/grid/9')).toBeNull();
    expect(path('/en/shop/nope')).toBeNull();
    expect(path('/en/shop/list/extra')).toBeNull();
    expect(path('/en/pages/cart')).toBeNull();
    expect(path('/en/product/fullwidth/hammer')).toBeNull();
  });

  it('keeps searches and the wishlist per request: free text, and personal', () => {
    expect(path('/en/shop', 'search_term=hammer')).toBeNull();
    expect(path('/en/shop', 'wishlist=true')).toBeNull();
    expect(path('/en/shop', 'category=tools&search_term=saw')).toBeNull();
  });

  it('keeps price ranges and pages far down per request: free numbers anyone could make up', () => {
    expect(path('/en/shop', 'category=tools&min_price=10')).toBeNull();
    expect(path('/en/shop', 'max_price=99.5')).toBeNull();
    expect(path('/en/shop', 'category=tools&page=51')).toBeNull();
    expect(path('/en/shop', 'category=tools&page=50')).toMatch(/^\/en\/listing\/default\/q/);
    expect(path('/en/shop', 'category=tools&color=red&order_by=price-asc')).toMatch(/^\/en\/listing\/default\/q/);
  });

  it('gives one key to one listing whatever the order or extra parameters', () => {
    const a = path('/en/shop', 'category=tools&order_by=price-asc');
    expect(path('/en/shop', 'order_by=price-asc&category=tools')).toBe(a);
    expect(path('/en/shop', 'order_by=price-asc&utm_source=mail&category=tools&page=1')).toBe(a);
    expect(path('/en/shop', 'category=garden&order_by=price-asc')).not.toBe(a);
    expect(path('/it/shop', 'category=tools&order_by=price-asc')).not.toBe(a);
  });

  it('reads back the layout and the whole listing state', () => {
    expect(roundTrip('/en/shop/grid/4', 'field_3_feature_s=Rosso&in_stock=true&page=2&view=list')).toEqual({
      layout: 'grid',
      gridType: '4',
      params: expect.objectContaining({
        features: { field_3_feature_s: 'Rosso' },
        in_stock: true,
        page: 2,
        view: 'list',
        search_term: '',
      }),
    });
    expect(roundTrip('/en/shop')).toEqual({
      layout: 'default',
      params: expect.objectContaining({ category: '', page: 1 }),
    });
    expect(roundTrip('/en/shop', 'category=Cucina%20%26%20Bagno')?.params.category).toBe('Cucina & Bagno');
  });

  it('leaves a long query to the per-request route: its key would be too long a file name', () => {
    const path = (search: string) => cachedListingPath('/en/shop', new URLSearchParams(search));
    const long = `category=${'Utensili-elettrici,'.repeat(11)}Trapani`;
    expect(path(long)).toBeNull();
    const features = Array.from({ length: 8 }, (_, i) => `field_${i + 1}_feature_s=${'valore-lungo-'.repeat(4)}`).join(
      '&',
    );
    expect(path(features)).toBeNull();
    const menuCategory = path(
      'category=Vivere-all’aperto,Ombrelloni-e-gazebo&field_12_feature_s=Alluminio&order_by=price-asc',
    );
    expect(menuCategory?.split('/').at(-1)!.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
  });

  it('refuses keys the proxy would not make, so the cache holds one entry per listing', () => {
    const key = (search: string) => `q${Buffer.from(search).toString('base64url')}`;
    expect(readCachedListing('default', key('category=tools'))).not.toBeNull();
    expect(readCachedListing('default', key('page=1&category=tools'))).toBeNull(); // not canonical
    expect(readCachedListing('default', key('search_term=saw'))).toBeNull();
    expect(readCachedListing('default', key('wishlist=true'))).toBeNull();
    expect(readCachedListing('default', key('min_price=10'))).toBeNull();
    expect(readCachedListing('default', `${key('category=tools')}=`)).toBeNull(); // padded twin
    expect(readCachedListing('default', 'category=tools')).toBeNull();
    expect(readCachedListing('grid-9', key(''))).toBeNull();
    expect(readCachedListing('nope', key(''))).toBeNull();
  });
});

describe('cachedListingTarget: only menu categories reach the cached route', () => {
  const known = async (): Promise<ReadonlySet<string> | null> => new Set(['Utensili', 'Utensili,Utensili-manuali']);
  const target = (search: string, categories = known) =>
    cachedListingTarget('/en/shop', new URLSearchParams(search), categories);

  it('caches a listing without a category, or with one the menu offers', async () => {
    expect(await target('order_by=price-asc')).toMatch(/^\/en\/listing\/default\/q/);
    expect(await target('category=Utensili%2CUtensili-manuali')).toMatch(/^\/en\/listing\/default\/q/);
  });

  it('leaves a made-up category, or any category while the menu is unknown, to the per-request route', async () => {
    expect(await target('category=Inventata')).toBeNull();
    expect(await target('category=utensili')).toBeNull();
    expect(await target('category=Utensili', async () => null)).toBeNull();
  });

  it('does not read the menu for a listing without a category', async () => {
    const categories = vi.fn(known);
    await target('page=2', categories);
    expect(categories).not.toHaveBeenCalled();
  });
});

describe('categoriesOf: the category paths of the menu', () => {
  it('collects every entry that links to a listing, children included', () => {
    const tree = buildMenuTree([
      { name: 'Utensili', label: 'Utensili', url: '/shop?category=Utensili', parent_menu: null },
      { name: 'Manuali', label: 'Manuali', url: '/shop?category=Utensili%2CUtensili-manuali', parent_menu: 'Utensili' },
      { name: 'Blog', label: 'Blog', url: '/pages/blog', parent_menu: null },
    ]);
    expect([...categoriesOf(tree)]).toEqual(['Utensili', 'Utensili,Utensili-manuali']);
  });
});
