/**
 * The shop's frame fed the real back-end's answers, as the contract documents them
 * (docs/backend/catalogue.md): menu rows, footers and Promo Slider rows. The listing and a product
 * are in listing.test.ts and product-detail.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { setUpBackendTests } from './backend-setup';
import { answer } from './one-answer';

setUpBackendTests({ timeoutMs: 1_000 });

const { getFooterHtml, getMenu, getPromoTabs } = await import('@/lib/backend/catalogue');
const { buildMenuTree, findMenuCategory } = await import('@/lib/domain/menu-tree');

const menuRow = (over: Record<string, unknown>) => ({
  name: 'Utensili',
  label: 'Utensili',
  title: 'Utensili',
  url: 'shop?category=Utensili&category_detail=Utensili',
  description: null,
  parent_menu: null,
  is_group: 1,
  order: 1,
  lft: 1,
  rgt: 6,
  old_parent: null,
  creation: '2024-05-07 15:48:17.436384',
  docstatus: 0,
  category_menu_image: '/files/utensili.jpg',
  category_banner_image: null,
  category_banner_image_mobile: null,
  disable: 0,
  ...over,
});

describe('menu (get_b2c_menu)', () => {
  it('builds the tree by parent name, links /shop?category=<path>, and drops disabled rows', async () => {
    const call = answer({
      message: [
        menuRow({}),
        menuRow({
          name: 'Utensili elettrici',
          label: 'Utensili elettrici',
          title: 'Utensili elettrici',
          parent_menu: 'Utensili',
          is_group: 0,
          order: 2,
          lft: 2,
          rgt: 3,
          url: 'shop?category=Utensili,Utensili-elettrici&category_detail=Utensili elettrici',
        }),
        menuRow({
          name: 'Saldi',
          label: 'Saldi',
          title: 'Saldi',
          order: 3,
          lft: 7,
          rgt: 8,
          url: 'shop?category=Saldi&category_detail=Saldi',
          disable: 1,
        }),
      ],
    });
    const result = await getMenu('en');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(call.url().pathname).toBe('/api/method/omnicommerce_cms.omnicommerce_cms.home.get_b2c_menu');
    const tree = buildMenuTree(result.data);
    expect(tree.map((n) => n.name)).toEqual(['Utensili']);
    expect(tree[0]!.url).toBe('/shop/category=Utensili');
    expect(tree[0]!.children[0]!.url).toBe('/shop/category=Utensili%2CUtensili-elettrici');
    expect(findMenuCategory(tree, 'Utensili,Utensili-elettrici')?.name).toBe('Utensili elettrici');
    expect(findMenuCategory(tree, 'Saldi')).toBeUndefined();
    expect(findMenuCategory(tree, 'utensili')).toBeUndefined();
  });
});

describe('footer (get_footers)', () => {
  it('reads the b2c HTML from {data: {footer_b2c_html, footer_b2b_html}}', async () => {
    answer({ message: { data: { footer_b2c_html: '<div>Bottega</div>', footer_b2b_html: null } } });
    const result = await getFooterHtml('en');
    expect(result).toEqual({ ok: true, data: '<div>Bottega</div>' });
  });
});

describe('promo tabs (Promo Slider resource)', () => {
  it('keeps Published b2c slides, sorted by order', async () => {
    const call = answer({
      data: [
        {
          name: 'b',
          order: 2,
          icon: 'tag',
          text: 'Saldi',
          url: '/shop',
          status: 'Published',
          b2b: 0,
          b2c: 1,
          modified: '2025-01-10 10:00:00.000000',
        },
        {
          name: '8f3k2l9d1a',
          order: 1,
          icon: 'truck',
          text: 'Spedizione gratuita da 49 €',
          url: '/shop?on_sale=true&promo_code=SPED',
          status: 'Published',
          b2b: 0,
          b2c: 1,
          modified: '2025-01-10 10:00:00.000000',
        },
        { name: 'c', order: 0, icon: 'gift', text: 'Bozza', url: '/shop', status: 'Draft', b2b: 0, b2c: 1 },
        {
          name: 'd',
          order: 0,
          icon: 'briefcase',
          text: 'Solo professionisti',
          url: '/b2b',
          status: 'Published',
          b2b: 1,
          b2c: 0,
        },
      ],
    });
    const result = await getPromoTabs('en');
    expect(result.ok && result.data.map((t) => t.text)).toEqual(['Spedizione gratuita da 49 €', 'Saldi']);
    expect(result.ok && result.data[0]!.url).toBe('/shop?on_sale=true&promo_code=SPED');
    expect(call.url().pathname).toBe('/api/resource/Promo%20Slider');
  });
});
