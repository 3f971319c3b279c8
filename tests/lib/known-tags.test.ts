import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAG_FAMILIES, TAG_NAMES, unknownTags } from '@/lib/cache/known-tags';

/** Every tag lib/backend declares: literal names in `tags: [...]`, and families written as `name:${…}`. */
function declaredTags() {
  const names = new Set<string>();
  const families = new Set<string>();
  for (const file of readdirSync('lib/backend').filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(`lib/backend/${file}`, 'utf8');
    for (const [, list] of source.matchAll(/tags:\s*\[([^\]]*)\]/g)) {
      for (const [, name] of list!.matchAll(/'([\w-]+)'/g)) names.add(name!);
    }
    // `resource:${doctype}` is the door's way of naming a stock DocType's path, not a tag.
    for (const [, family] of source.matchAll(/`([\w-]+):\$\{/g)) if (family !== 'resource') families.add(family!);
  }
  return { names: [...names], families: [...families] };
}

describe('the tags /api/revalidate knows', () => {
  it('include every tag the back-end reads are cached under', () => {
    const { names, families } = declaredTags();
    expect(names.length).toBeGreaterThan(0);
    expect(TAG_NAMES).toEqual(expect.arrayContaining(names));
    expect(TAG_FAMILIES).toEqual(expect.arrayContaining(families));
  });

  it('reports names the storefront never stores anything under', async () => {
    expect(
      await unknownTags(['menu', 'product:trapano-18v', 'menü', 'prodcut:trapano', 'product:', 'blog-post:ferie']),
    ).toEqual(['menü', 'prodcut:trapano', 'product:']);
  });
});
