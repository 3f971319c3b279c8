import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutate } from 'swr';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { useAuth } from '@/stores/auth';
import { useWishlistCodes } from '@/components/wishlist/use-wishlist';
import { codesFromAnswer, optimistic, useWishlist } from '@/stores/wishlist';
import { renderWithIntl } from '../catalogue/intl';

vi.mock('@/components/ui/toast', () => ({
  toast: Object.assign(vi.fn(), { error: vi.fn(), info: vi.fn(), success: vi.fn() }),
}));

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const list = (...codes: string[]) => ({ items: codes.map((item_code) => ({ item_code })) });

beforeEach(async () => {
  vi.restoreAllMocks();
  useWishlist.getState().reset();
  await mutate(() => true, undefined, { revalidate: false });
  useAuth.setState({ user: { first_name: 'Anna', last_name: 'Rossi', email: 'anna@example.com' } });
});

describe('wishlist rules', () => {
  it('reads item codes from the route answer and ignores anything else', () => {
    expect(
      codesFromAnswer({ items: [{ item_code: 'A' }, { item_code: 'B' }, { item_code: 'A' }, { nope: 1 }] }),
    ).toEqual(['A', 'B']);
    expect(codesFromAnswer({ items: 'x' })).toBeNull();
    expect(codesFromAnswer(null)).toBeNull();
  });

  it('shows an added code at once and a removed one gone at once', () => {
    expect(optimistic(['A'], 'B', 'add')).toEqual(['A', 'B']);
    expect(optimistic(['A'], 'A', 'add')).toEqual(['A']);
    expect(optimistic(['A', 'B'], 'A', 'remove')).toEqual(['B']);
  });
});

describe('the wishlist read', () => {
  it('is asked once for every toggle on the page', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, list('A')));
    const { result } = renderHook(() => [useWishlistCodes(true), useWishlistCodes(true)]);
    await waitFor(() => expect(result.current[0]).toMatchObject({ codes: ['A'], status: 'ready' }));
    expect(result.current[1]!.codes).toEqual(['A']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/wishlist');
  });

  it('asks nothing while signed out, and reports a session the server refused', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(401, { error: 'signed-out' }));
    const anonymous = renderHook(() => useWishlistCodes(false));
    expect(anonymous.result.current).toMatchObject({ codes: [], status: 'idle' });
    expect(fetch).not.toHaveBeenCalled();
    const expired = renderHook(() => useWishlistCodes(true));
    await waitFor(() => expect(expired.result.current.status).toBe('signed-out'));
  });
});

describe('a wishlist change', () => {
  it('posts the action and takes the server list (the whole list is reloaded)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, list('A')));
    const { result } = renderHook(() => useWishlistCodes(true));
    await waitFor(() => expect(result.current.codes).toEqual(['A']));
    fetch.mockImplementation(() => reply(200, list('B', 'C')));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.toggle('B', 'add');
    });
    expect(outcome).toBe('added');
    expect(fetch.mock.calls.at(-1)![1]).toMatchObject({ method: 'POST' });
    expect(JSON.parse(String(fetch.mock.calls.at(-1)![1]!.body))).toEqual({ item_code: 'B', action: 'add' });
    expect(result.current.codes).toEqual(['B', 'C']);
    expect(useWishlist.getState().pending).toEqual([]);
  });

  it('puts the list back when the change fails', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, list('A')));
    const { result } = renderHook(() => useWishlistCodes(true));
    await waitFor(() => expect(result.current.codes).toEqual(['A']));
    fetch.mockImplementation(() => reply(503, { error: 'unavailable' }));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.toggle('A', 'remove');
    });
    expect(outcome).toBe('error');
    expect(result.current.codes).toEqual(['A']);
  });

  it('reports a session that ended while the shopper clicked', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, list()));
    const { result } = renderHook(() => useWishlistCodes(true));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    fetch.mockImplementation(() => reply(401, { error: 'signed-out' }));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.toggle('A', 'add');
    });
    expect(outcome).toBe('signed-out');
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
  });

  it("after logout or sign-in the list is read again, never the previous shopper's", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, list('A')));
    const { result } = renderHook(() => useWishlistCodes(true));
    await waitFor(() => expect(result.current.codes).toEqual(['A']));
    fetch.mockImplementation(() => reply(200, list('Z')));
    act(() => useWishlist.getState().reset());
    expect(result.current.codes).toEqual([]);
    await waitFor(() => expect(result.current.codes).toEqual(['Z']));
  });
});

describe('WishlistToggle', () => {
  it('the product page button says a product already on the wishlist is there, and removes it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, list('DRL-12')));
    renderWithIntl(<WishlistToggle sku="DRL-12" name="Drill" labelled />);
    const button = await screen.findByRole('button', { name: 'In your wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fetch.mockImplementation(() => reply(200, list()));
    await userEvent.click(button);
    expect(JSON.parse(String(fetch.mock.calls.at(-1)![1]!.body))).toEqual({ item_code: 'DRL-12', action: 'remove' });
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('the card heart shows the same list', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, list('DRL-12')));
    renderWithIntl(<WishlistToggle sku="DRL-12" name="Drill" />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Drill to wishlist' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
