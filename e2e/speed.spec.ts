import { expect, test, type Response } from '@playwright/test';

/**
 * next.config.ts (runAfterProductionCompile): every script a page loads asks Chrome to compile it
 * while streaming, off the main thread, instead of function by function while the page boots.
 */
test('every script the home page loads carries the compile hint', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/.*\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(5);
  for (const body of bodies) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

/**
 * app/fonts: the fonts preloaded on every page are subset (scripts/subset-fonts.mjs), since every
 * byte requested before the first paint counts against it; as shipped by Fontsource they were 85 KB.
 * An English or Italian page needs no second file (not even when a preloaded file is late), and
 * Slovak diacritics still draw in the shop's own fonts.
 */
test('preloaded fonts stay small and still cover Slovak', async ({ page, context, baseURL }) => {
  const fonts: Response[] = [];
  const collect = (response: Response) => {
    if (response.url().endsWith('.woff2')) fonts.push(response);
  };
  page.on('response', collect);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const sizes = new Map(
    await Promise.all(fonts.map(async (r) => [new URL(r.url()).pathname, (await r.body()).length] as const)),
  );
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(2);
  expect([...sizes.keys()].sort()).toEqual([...preloaded].sort());
  expect(preloaded.reduce((sum, path) => sum + sizes.get(path)!, 0)).toBeLessThan(50_000);

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'sk', url: baseURL! }]);
  await page.goto('/');
  // Slovak letters come from the Latin Extended files: drawn in them, not in a fallback.
  const drawn = await page.evaluate(async () => {
    await Promise.all([
      document.fonts.load('600 40px frauncesExt', 'č'),
      document.fonts.load('400 40px interExt', 'č'),
    ]);
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (font: string) => {
      context.font = font;
      return context.measureText('čďľňšťž').width;
    };
    return {
      fraunces: width('600 40px frauncesExt, monospace') !== width('600 40px monospace'),
      inter: width('400 40px interExt, monospace') !== width('400 40px monospace'),
    };
  });
  expect(drawn).toEqual({ fraunces: true, inter: true });
});

/**
 * scripts/serve.mjs: the build's scripts, stylesheets and the icon sprite are compressed once at
 * build time and answered from memory, brotli when the browser takes it, cached for good
 * (content-hashed names).
 */
test('scripts, stylesheets and the icon sprite arrive precompressed, in the best coding the browser takes', async ({
  page,
}) => {
  const assets: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/.*\.(js|css|svg)$/.test(new URL(response.url()).pathname)) assets.push(response.headers());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(5);
  expect(assets.filter((headers) => headers['content-type'] === 'image/svg+xml')).toHaveLength(1);
  for (const headers of assets) {
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']).toContain('Accept-Encoding');
  }
});

test('a client that refuses brotli, or any compression, still gets the same script', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[src*="/_next/static/chunks/"]').first().getAttribute('src');
  const fetchAs = (acceptEncoding: string) => request.get(src!, { headers: { 'accept-encoding': acceptEncoding } });

  const gzip = await fetchAs('gzip');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const brRefused = await fetchAs('br;q=0, gzip');
  expect(brRefused.headers()['content-encoding']).toBe('gzip');
  const plain = await fetchAs('identity');
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();

  const text = await plain.text();
  expect(text.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  expect(await gzip.text()).toBe(text);
  expect(await brRefused.text()).toBe(text);
});

/**
 * next.config.ts (generateEtags): a page served from the page cache is sent as kept, not hashed
 * whole on every request to make an ETag, which cost half of its CPU.
 */
test('a kept page is sent without an ETag', async ({ request }) => {
  for (const path of ['/', '/shop']) {
    await request.get(path);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toMatch(/HIT|STALE/);
    expect(response.headers().etag, path).toBeUndefined();
  }
});
