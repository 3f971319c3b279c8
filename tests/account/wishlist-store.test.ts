import { codesFromAnswer, nextAction, optimistic, useWishlist } from '@/stores/wishlist';

const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => useWishlist.getState().reset());

describe('wishlist rules', () => {
  it('reads item codes from the route answer and ignores anything else', () => {
    expect(codesFromAnswer({ items: [{ item_code: 'A' }, { item_code: 'B' }, { item_code: 'A' }, { nope: 1 }] })).toEqual(['A', 'B']);
    expect(codesFromAnswer({ items: 'x' })).toBeNull();
    expect(codesFromAnswer(null)).toBeNull();
  });

  it('a click removes what is saved and adds what is not', () => {
    expect(nextAction(['A'], 'A')).toBe('remove');
    expect(nextAction(['A'], 'B')).toBe('add');
    expect(nextAction(['A'], 'A', 'add')).toBe('add');
    expect(optimistic(['A'], 'B', 'add')).toEqual(['A', 'B']);
    expect(optimistic(['A', 'B'], 'A', 'remove')).toEqual(['B']);
  });
});

describe('wishlist store', () => {
  it('loads the list once and reports a signed-out shopper', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, { items: [{ item_code: 'A' }] }));
    await useWishlist.getState().load();
    await useWishlist.getState().load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(useWishlist.getState()).toMatchObject({ codes: ['A'], status: 'ready' });

    fetch.mockImplementation(() => reply(401, { error: 'signed-out' }));
    await useWishlist.getState().load({ force: true });
    expect(useWishlist.getState()).toMatchObject({ codes: [], status: 'signed-out' });
  });

  it('takes the server list after a change (the whole list is reloaded)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, { items: [{ item_code: 'B' }, { item_code: 'C' }] }));
    expect(await useWishlist.getState().toggle('B')).toBe('added');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ item_code: 'B', action: 'add' });
    expect(useWishlist.getState().codes).toEqual(['B', 'C']);
    expect(useWishlist.getState().pending).toEqual([]);
  });

  it('puts the list back when the change fails', async () => {
    useWishlist.setState({ codes: ['A'], status: 'ready' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(503, { error: 'unavailable' }));
    expect(await useWishlist.getState().toggle('A')).toBe('error');
    expect(useWishlist.getState().codes).toEqual(['A']);
  });

  it('forgets everything on reset (logout)', () => {
    useWishlist.setState({ codes: ['A'], status: 'ready' });
    useWishlist.getState().reset();
    expect(useWishlist.getState()).toMatchObject({ codes: [], status: 'idle', pending: [] });
  });
});
