import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  CATEGORY_PATH,
  categoryPath,
  findMenuCategory,
  menuLinks,
  menuTrail,
  type MenuItem,
  type MenuNode,
} from '@/lib/domain/menu-tree';

function item(name: string, parent_menu: string | null, extra: Partial<MenuItem> = {}): MenuItem {
  return { name, label: name, url: `/shop/category=${name}`, parent_menu, ...extra };
}

/** The tree as nested names, to compare shapes at a glance. */
function shape(nodes: MenuNode[]): unknown[] {
  return nodes.map((n) => (n.children.length > 0 ? { [n.name]: shape(n.children) } : n.name));
}

describe('buildMenuTree', () => {
  it('hangs children under the item whose name equals their parent_menu; null parent_menu is a root', () => {
    const tree = buildMenuTree([
      item('tools', null),
      item('drills', 'tools'),
      item('garden', null),
      item('saws', 'tools'),
      item('hammer-drills', 'drills'),
    ]);
    expect(shape(tree)).toEqual([{ tools: [{ drills: ['hammer-drills'] }, 'saws'] }, 'garden']);
  });

  it('keeps every field of the item on its node', () => {
    const [node] = buildMenuTree([
      item('paint', null, { category_menu_image: '/img/paint.jpg', description: 'Paints' }),
    ]);
    expect(node).toMatchObject({
      name: 'paint',
      label: 'paint',
      category_menu_image: '/img/paint.jpg',
      description: 'Paints',
      children: [],
    });
  });

  it('sorts siblings by order; items without order go last; ties keep back-end order', () => {
    const tree = buildMenuTree([
      item('c', null),
      item('b', null, { order: 2 }),
      item('a', null, { order: 1 }),
      item('d', null, { order: 2 }),
      item('y', 'a', { order: 5 }),
      item('x', 'a', { order: 3 }),
    ]);
    expect(shape(tree)).toEqual([{ a: ['x', 'y'] }, 'b', 'd', 'c']);
  });

  it('drops disabled items together with what is under them', () => {
    const tree = buildMenuTree([
      item('tools', null),
      item('old', null, { disable: 1 }),
      item('old-child', 'old'),
      item('drills', 'tools', { disable: true }),
      item('saws', 'tools', { disable: 0 }),
      item('bits', 'drills'),
    ]);
    expect(shape(tree)).toEqual([{ tools: ['saws'] }]);
  });

  it('treats an item whose parent is unknown as a root', () => {
    expect(shape(buildMenuTree([item('orphan', 'ghost'), item('tools', null)]))).toEqual(['orphan', 'tools']);
  });

  it('treats an item that is its own parent as a root', () => {
    expect(shape(buildMenuTree([item('self', 'self')]))).toEqual(['self']);
  });

  it('does not hang on a parent_menu cycle, and shows each item once', () => {
    const tree = buildMenuTree([
      item('tools', null),
      item('a', 'c'),
      item('b', 'a'),
      item('c', 'b'),
      item('leaf', 'b'),
    ]);
    expect(shape(tree)).toEqual(['tools', { a: [{ b: ['c', 'leaf'] }] }]);
  });

  it('cuts a cycle on the cycle itself, not on a branch hanging off it', () => {
    // 'branch' comes first in input order but hangs off the a↔b cycle.
    const tree = buildMenuTree([item('branch', 'a'), item('a', 'b'), item('b', 'a')]);
    expect(shape(tree)).toEqual([{ a: ['branch', 'b'] }]);
  });

  it('returns an empty menu for an empty list', () => {
    expect(buildMenuTree([])).toEqual([]);
  });
});

describe('menuTrail', () => {
  const tree = buildMenuTree([
    item('tools', null),
    item('drills', 'tools'),
    item('hammer-drills', 'drills'),
    item('garden', null),
  ]);

  it('gives the chain from the root to the node with that url', () => {
    expect(menuTrail(tree, '/shop/category=hammer-drills').map((n) => n.name)).toEqual([
      'tools',
      'drills',
      'hammer-drills',
    ]);
    expect(menuTrail(tree, '/shop/category=garden').map((n) => n.name)).toEqual(['garden']);
  });

  it('is empty when no node has that url', () => {
    expect(menuTrail(tree, '/nowhere')).toEqual([]);
  });
});

describe('categoryPath / findMenuCategory: the listing category of a menu entry', () => {
  it('writes labels from the root with commas, spaces as hyphens', () => {
    expect(categoryPath(['Utensili', 'Utensili elettrici'])).toBe('Utensili,Utensili-elettrici');
    expect(categoryPath(['Vivere all’aperto'])).toBe('Vivere-all’aperto');
  });
  it('finds the enabled entry whose link lists the category, exactly', () => {
    const tree = buildMenuTree([
      { name: 'Utensili', label: 'Utensili', url: '/shop/category=Utensili', parent_menu: null },
      {
        name: 'Utensili elettrici',
        label: 'Utensili elettrici',
        url: '/shop/category=Utensili%2CUtensili-elettrici',
        parent_menu: 'Utensili',
      },
      { name: 'Saldi', label: 'Saldi', url: '/shop/category=Saldi', parent_menu: null, disable: 1 },
      { name: 'Chi siamo', label: 'Chi siamo', url: '/pages/about-us', parent_menu: null },
    ]);
    expect(findMenuCategory(tree, 'Utensili,Utensili-elettrici')?.name).toBe('Utensili elettrici');
    expect(findMenuCategory(tree, 'Utensili')?.name).toBe('Utensili');
    expect(findMenuCategory(tree, 'utensili')).toBeUndefined();
    expect(findMenuCategory(tree, 'Saldi')).toBeUndefined();
    expect(findMenuCategory(tree, 'Utensili-elettrici')).toBeUndefined();
  });
});

describe('CATEGORY_PATH: what a category argument may hold', () => {
  it('accepts label paths with accents, apostrophes, commas and hyphens', () => {
    for (const ok of ['Utensili', 'Utensili,Utensili-manuali', 'Vivere-all’aperto,Arredo-giardino', 'Città'])
      expect(CATEGORY_PATH.test(ok), ok).toBe(true);
  });
  it('refuses markup, spaces, slashes and overlong values', () => {
    for (const bad of ['<script>', 'a b', 'a/b', ',Utensili', 'x'.repeat(201)])
      expect(CATEGORY_PATH.test(bad), bad).toBe(false);
  });
});

describe('menuLinks: what both menus are given', () => {
  it('keeps the label, link, language, picture and children, and nothing the browser does not draw', () => {
    const tree = buildMenuTree([
      item('tools', null, { description: 'Long text about tools', category_menu_image: '/files/tools.svg' }),
      item('drills', 'tools', { description: 'Drills' }),
    ]);
    const links = menuLinks([{ ...tree[0]!, lang: 'it' }]);
    expect(links).toEqual([
      {
        label: 'tools',
        url: '/shop/category=tools',
        lang: 'it',
        image: '/files/tools.svg',
        children: [{ label: 'drills', url: '/shop/category=drills', children: [] }],
      },
    ]);
    expect(JSON.stringify(links)).not.toContain('Long text');
    expect(JSON.stringify(links)).not.toContain('"name"');
  });
});
