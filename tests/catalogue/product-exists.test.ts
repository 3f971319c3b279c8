import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProducts, productExists } from '@/lib/routing/product-exists';
import { productRoute } from '@/lib/routes';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('a product slug, for the proxy', () => {
  beforeEach(() => {
    forgetProducts();
    vi.stubEnv('BACKEND_URL', 'http://backend.test');
    vi.stubEnv('BACKEND_API_KEY', 'k');
    vi.stubEnv('BACKEND_API_SECRET', 's');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('is unknown when the back-end answers 404, known when it answers the product', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('nope')
          ? json(404, { exc_type: 'DoesNotExistError' })
          : json(200, { message: { product: { sku: 'A' } } }),
      ),
    );
    expect(await productExists('det/nope-000001')).toBe(false);
    expect(await productExists('det/trapano-000002')).toBe(true);
  });

  it('is asked once and remembered, so a crawler repeating a URL costs one read', async () => {
    const fetch = vi.fn(async () => json(404, {}));
    vi.stubGlobal('fetch', fetch);
    await productExists('det/nope-000001');
    await productExists('det/nope-000001');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is undecided (null) when the back-end cannot say: the page shows its own fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(503, {})),
    );
    expect(await productExists('det/trapano-000002')).toBeNull();
  });
});

describe('the product route', () => {
  it('reads the layout and the slug with its slash, or the generic address in the default layout', () => {
    expect(productRoute('grid', ['det', 'trapano-ft-0425'])).toEqual({ layout: 'grid', slug: 'det/trapano-ft-0425' });
    expect(productRoute('det', ['trapano-ft-0425'])).toEqual({ layout: 'fullwidth', slug: 'det/trapano-ft-0425' });
  });
  it('refuses an unknown layout or a malformed slug', () => {
    expect(productRoute('nope', ['trapano'])).toBeNull();
    expect(productRoute('grid', ['det', 'Trapano!'])).toBeNull();
  });
});
