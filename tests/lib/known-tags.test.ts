import { describe, expect, it } from 'vitest';
import { unknownTags } from '@/lib/cache/known-tags';
import { shelf } from '@/lib/cache/shelves';

describe('the tags /api/revalidate knows', () => {
  it('are the tags the shelves store answers under (lib/cache/shelves.ts)', async () => {
    const stored = [
      ...shelf('menu').tags,
      ...shelf('product', 'trapano-18v').tags,
      ...shelf('blog-comments', 'ferie').tags,
    ];
    expect(await unknownTags(stored)).toEqual([]);
  });

  it('reports names the storefront never stores anything under', async () => {
    expect(
      await unknownTags(['menu', 'product:trapano-18v', 'menü', 'prodcut:trapano', 'product:', 'menu:trapano']),
    ).toEqual(['menü', 'prodcut:trapano', 'product:', 'menu:trapano']);
  });
});
