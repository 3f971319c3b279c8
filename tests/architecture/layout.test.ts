// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repo, without types
import { check } from '../../scripts/layout-check.mjs';

interface Findings {
  serverOnly: string[];
  uiImports: string[];
  cycles: { group: string[] }[];
  consoleCalls: string[];
  configReads: string[];
  directReads: string[];
  formLibraries: string[];
  outsideDocs: string[];
}

const run = check as (root?: string) => Findings;

describe('where things live (docs/architecture.md)', () => {
  it('the shop itself breaks none of the layout rules', () => {
    const found = run();
    expect(found.serverOnly).toEqual([]);
    expect(found.uiImports).toEqual([]);
    expect(found.cycles.map((c) => c.group.join(' ↔ '))).toEqual([]);
    expect(found.consoleCalls).toEqual([]);
    expect(found.configReads).toEqual([]);
    expect(found.directReads).toEqual([]);
    expect(found.formLibraries).toEqual([]);
    expect(found.outsideDocs).toEqual([]);
  });

  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function tree(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'layout-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('finds each kind of misplaced code in a tree that has it', () => {
    const found = run(
      tree({
        'components/cart/reader.ts': "import 'server-only';\nexport const x = 1;\n",
        'lib/backend/door.ts': "import { Button } from '@/components/ui/button';\nexport const y = Button;\n",
        'components/cart/line.tsx': "import { Heart } from '@/components/wishlist/heart';\nexport const a = Heart;\n",
        'components/wishlist/heart.tsx': "import { line } from '../cart/line';\nexport const Heart = line;\n",
        'lib/orders/place.ts': "console.log('placed');\nexport const key = process.env.SECRET;\n",
        'lib/log/index.ts': "console.warn('the one place that may');\n",
        'lib/env/index.ts': 'export const env = process.env;\n',
        'components/ui/use-api-read.ts': "import useSWR from 'swr';\nexport const read = useSWR;\n",
        'components/cart/quote.ts': "import useSWR from 'swr';\nexport const quote = useSWR;\n",
        'components/cart/form.tsx': "import { useForm } from 'react-hook-form';\nexport const f = useForm;\n",
        // Spelled in two halves so that this test file does not cite it itself.
        'docs/layout.md': `See ${'STYLE'}.md for the rules.\n`,
      }),
    );
    expect(found.serverOnly).toEqual(['components/cart/reader.ts']);
    expect(found.uiImports).toEqual(['lib/backend/door.ts → @/components/ui/button']);
    expect(found.cycles.map((c) => c.group)).toEqual([['components/cart', 'components/wishlist']]);
    expect(found.consoleCalls).toEqual(['lib/orders/place.ts']);
    expect(found.configReads).toEqual(['lib/orders/place.ts']);
    expect(found.directReads).toEqual(['components/cart/quote.ts']);
    expect(found.formLibraries).toEqual(['components/cart/form.tsx']);
    expect(found.outsideDocs).toEqual(['docs/layout.md']);
  });
});
