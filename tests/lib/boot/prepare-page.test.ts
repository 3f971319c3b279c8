import { describe, expect, it } from 'vitest';
import { preparePage, type StartWindow } from '@/lib/boot/prepare-page';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@/lib/storage-keys';
import { fakeRoot, fakeStorage } from './fake-browser';

const start = {
  version: STORAGE_VERSION,
  versionKey: STORAGE_VERSION_KEY,
  keys: Object.values(STORAGE_KEYS),
  notice: STORAGE_KEYS.topNotice,
  cart: STORAGE_KEYS.cart,
};
const current = { [STORAGE_VERSION_KEY]: STORAGE_VERSION };
const cartWith = (lines: unknown[]) => JSON.stringify({ state: { lines }, version: 2 });
const line = { sku: 'MUG-1', qty: 1, priceCents: 1200 };

/** The first script on a page whose browser holds `entries`: what it left in storage and on <html>. */
function load(entries: Record<string, string>) {
  const storage = fakeStorage(entries);
  const root = fakeRoot();
  const win: StartWindow = { localStorage: storage, document: { documentElement: root } };
  preparePage(start, win);
  return { stored: Object.fromEntries(storage.items), marks: [...root.attributes.keys()].sort(), win };
}

describe('the page’s first script', () => {
  it('clears the shop’s keys when the storage version changed, and records the new one', () => {
    const { stored } = load({
      [STORAGE_VERSION_KEY]: 'bottega-0',
      [STORAGE_KEYS.cart]: cartWith([line]),
      [STORAGE_KEYS.auth]: '{"state":{"user":"x"}}',
      [STORAGE_KEYS.consent]: '{"state":{"analytics":true}}',
      'someone-else': 'kept',
    });
    expect(stored).toEqual({ [STORAGE_VERSION_KEY]: STORAGE_VERSION, 'someone-else': 'kept' });
  });

  it('keeps the shop’s keys when the version is current', () => {
    const kept = { ...current, [STORAGE_KEYS.cart]: cartWith([line]), [STORAGE_KEYS.auth]: '{"state":{}}' };
    expect(load(kept).stored).toEqual(kept);
  });

  it('hides a dismissed notice bar before paint, and only a dismissed one', () => {
    expect(load({ ...current, [STORAGE_KEYS.topNotice]: '{"state":{"hidden":true}}' }).marks).toContain(
      'data-notice-hidden',
    );
    expect(load({ ...current, [STORAGE_KEYS.topNotice]: '{"state":{"hidden":false}}' }).marks).not.toContain(
      'data-notice-hidden',
    );
    expect(load(current).marks).not.toContain('data-notice-hidden');
  });

  it('marks an empty, missing or corrupt cart as empty, and a cart with lines not', () => {
    const marks = (cart?: string) =>
      load(cart === undefined ? current : { ...current, [STORAGE_KEYS.cart]: cart }).marks;
    expect(marks()).toContain('data-cart-empty');
    expect(marks(cartWith([]))).toContain('data-cart-empty');
    expect(marks('{"state":')).toContain('data-cart-empty');
    expect(marks('null')).toContain('data-cart-empty');
    expect(marks('{"state":{"lines":"MUG-1"}}')).toContain('data-cart-empty');
    expect(marks(cartWith([line]))).not.toContain('data-cart-empty');
  });

  it('a corrupt notice does not keep the cart from being read', () => {
    expect(load({ ...current, [STORAGE_KEYS.topNotice]: 'not json', [STORAGE_KEYS.cart]: cartWith([]) }).marks).toEqual(
      ['data-cart-empty'],
    );
  });

  it('sets zod jitless before any script, with storage readable or blocked', () => {
    expect(load(current).win.__zod_globalConfig).toEqual({ jitless: true });

    const root = fakeRoot();
    const blocked = {
      get localStorage(): never {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      document: { documentElement: root },
    } as StartWindow;
    expect(() => preparePage(start, blocked)).not.toThrow();
    expect(blocked.__zod_globalConfig).toEqual({ jitless: true });
    // The cart store starts empty without storage: the empty cart paints with the HTML.
    expect([...root.attributes.keys()]).toEqual(['data-cart-empty']);
  });
});
