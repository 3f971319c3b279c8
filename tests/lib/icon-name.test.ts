import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, toIconName } from '@/components/ui/icon-names';

describe('toIconName', () => {
  it('keeps a known icon and gives the tag to anything else', () => {
    expect(toIconName('truck')).toBe('truck');
    expect(toIconName('no-such-icon')).toBe('tag');
    expect(toIconName('constructor')).toBe('tag');
    expect(toIconName('__proto__')).toBe('tag');
  });
});

describe('the icon sprite', () => {
  const sprite = readFileSync('components/ui/icons.svg', 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="icon-([\w-]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)];

  it('draws every icon the code can name, and nothing else', () => {
    expect(symbols.map((s) => s[1]).sort()).toEqual([...ICON_NAMES].sort());
    expect(sprite.match(/<symbol/g)).toHaveLength(symbols.length);
  });
});
