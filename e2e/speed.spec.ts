import { expect, test } from '@playwright/test';

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
