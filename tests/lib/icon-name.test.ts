import { describe, expect, it } from 'vitest';
import { ICON_PATHS, toIconName } from '@/components/ui/icon-paths';

describe('toIconName', () => {
  it('keeps a known icon and gives the tag to anything else', () => {
    expect(toIconName('truck')).toBe('truck');
    expect(toIconName('no-such-icon')).toBe('tag');
    expect(toIconName('constructor')).toBe('tag');
    expect(ICON_PATHS[toIconName('__proto__')]).toBe(ICON_PATHS.tag);
  });
});
