import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { signInContext } from './support/backend';

/**
 * docs/decisions.md "the application token" and "the shopper's JWT": neither reaches browser
 * JavaScript (docs/architecture.md#tokens-stay-on-the-server).
 */
const SECRETS = ['demo_key', 'demo_secret'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('the built client assets contain neither the application token nor the back-end URL secret', () => {
  const files = filesUnder('.next/static');
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});

test('a served page to a signed-in shopper carries neither the token nor the JWT', async ({ page, context }) => {
  const jwt = await signInContext(context);
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/text|javascript|json/.test(type)) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/');
  await page.goto('/pages/about-us');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) {
    for (const secret of [...SECRETS, jwt]) expect(body.includes(secret)).toBe(false);
  }
  const scriptVisible = await page.evaluate(
    () => document.cookie + JSON.stringify(localStorage) + JSON.stringify(sessionStorage),
  );
  expect(scriptVisible.includes(jwt)).toBe(false);
  expect(scriptVisible).not.toContain('shop_session');
});
