// @vitest-environment node
import { createContext, runInContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BootScript } from '@/components/layout/boot-script';
import type { GuardWindow } from '@/lib/boot/chunk-reload';
import type { StartWindow } from '@/lib/boot/prepare-page';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@/lib/storage-keys';
import { fakeGuardWindow, fakeRoot, fakeStorage } from './fake-browser';

/**
 * The script the page inlines, as the server renders it (here, where there is no window), run as the browser runs it: alone, in a context holding nothing but
 * the language's built-ins and a fake window. A function of the boot script that reached for an
 * import, a module constant or a compiler's helper would fail here.
 */
describe('the inline boot script', () => {
  const html = renderToStaticMarkup(<BootScript />);
  const code = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';

  it('is one script that runs before any bundle, on its own', () => {
    expect(code).not.toBe('');
    const local = fakeStorage({ [STORAGE_VERSION_KEY]: 'bottega-0', [STORAGE_KEYS.cart]: '{"state":{"lines":[{}]}}' });
    const root = fakeRoot();
    const guard = fakeGuardWindow();
    const win: Record<string, unknown> = { ...guard, localStorage: local, document: { documentElement: root } };
    win.self = win;

    runInContext(code, createContext(win));

    // The first part: storage of an older version cleared, the cart it held gone, zod jitless.
    expect(Object.fromEntries(local.items)).toEqual({ [STORAGE_VERSION_KEY]: STORAGE_VERSION });
    expect([...root.attributes.keys()]).toEqual(['data-cart-empty']);
    expect((win.__zod_globalConfig as object | undefined) ?? null).toEqual({ jitless: true });
    // The second: the chunk-reload guard listens, reloads once and not again within the minute.
    guard.error({ error: { name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' } });
    guard.rejection({ message: 'Failed to fetch dynamically imported module: /_next/static/chunks/7.js' });
    expect(guard.location.reload).toHaveBeenCalledTimes(1);
  });

  it('is handed the browser’s own window (`self`), which has all its functions use', () => {
    expectTypeOf<Window & typeof globalThis>().toExtend<StartWindow & GuardWindow>();
  });
});
