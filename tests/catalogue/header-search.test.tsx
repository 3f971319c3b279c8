import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { HeaderSearch } from '@/components/layout/header-search';
import { renderWithIntl } from './intl';
import { cents } from '@/lib/domain/money';
import { log } from '@/lib/log';

const nav = vi.hoisted(() => ({ push: vi.fn(), pathname: '/' }));
vi.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: nav.push, replace: vi.fn() }),
  usePathname: () => nav.pathname,
}));

const answer = {
  total: 2,
  products: [
    {
      name: 'Cordless drill 12V',
      slug: 'cordless-drill-12v',
      href: '/product/fullwidth/cordless-drill-12v',
      image: { url: '/files/a.svg', width: 150, height: 150 },
      min: cents(5890),
      max: cents(5890),
      regular: null,
    },
    {
      name: 'Drill bit set',
      slug: 'drill-bit-set',
      href: '/product/fullwidth/drill-bit-set',
      image: null,
      min: cents(950),
      max: cents(1900),
      regular: null,
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;

function respond(body: unknown = answer, ok = true) {
  return Promise.resolve({ ok, status: ok ? 200 : 502, json: () => Promise.resolve(body) } as Response);
}

// The suggestions' reader loads on the box's first focus; loaded here first, the clock the tests
// hold still does not wait for a module to be read from disk.
beforeAll(() => import('@/components/ui/swr-read'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // Testing Library's async wrapper waits on a 0 ms timer and only advances fake timers it
  // recognises as Jest's; this lets it advance Vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  fetchMock = vi.fn(() => respond());
  vi.stubGlobal('fetch', fetchMock);
  nav.push.mockReset();
  window.dataLayer = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <HeaderSearch categories={[{ label: 'Tools', value: 'tools' }]} />
    </SWRConfig>,
  );
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { user, input };
}

/** The suggestion options (the category select's options are options too). */
const suggestions = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option');

const requestedUrls = () => fetchMock.mock.calls.map((c) => String(c[0]));

describe('header search suggestions', () => {
  it('asks nothing for fewer than 3 characters', async () => {
    const { user, input } = setup();
    await user.type(input, 'dr');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends exactly one request, 500 ms after a quickly typed word', async () => {
    const { user, input } = setup();
    await user.type(input, 'drill');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestedUrls()[0]).toBe('/api/search?q=drill&locale=en');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const options = suggestions();
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Cordless drill 12V');
    expect(options[0]).toHaveTextContent('€58.90');
    expect(options[1]).toHaveTextContent('€9.50 – €19.00');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('aborts a request still in flight when the shopper types on', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Promise(() => {});
    });
    const { user, input } = setup();
    await user.type(input, 'dri');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(input, 'l');
    expect(signals[0]!.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestedUrls()[1]).toBe('/api/search?q=dril&locale=en');
    expect(signals[1]!.aborted).toBe(false);
  });

  it('never shows a late answer for an older term', async () => {
    const late: Array<() => void> = [];
    fetchMock.mockImplementation((url: string) =>
      url.includes('q=dri&')
        ? new Promise<Response>((resolve) => late.push(() => void respond().then(resolve)))
        : respond({ ...answer, products: answer.products.slice(1) }),
    );
    const { user, input } = setup();
    await user.type(input, 'dri');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.type(input, 'l');
    await act(async () => late.forEach((release) => release()));
    expect(suggestions()).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(suggestions()).toHaveLength(1);
    expect(suggestions()[0]).toHaveTextContent('Drill bit set');
  });

  it('clears the list when the text drops below 3 characters', async () => {
    const { user, input } = setup();
    await user.type(input, 'drill');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(suggestions()).toHaveLength(2);
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(suggestions()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the chosen category along', async () => {
    const { user, input } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'tools');
    await user.type(input, 'saw');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(requestedUrls()).toEqual(['/api/search?q=saw&locale=en&category=tools']);
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user, input } = setup();
    await user.type(input, 'drill');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = suggestions()[1]!;
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(nav.push).toHaveBeenCalledWith('/product/fullwidth/drill-bit-set');
  });

  it('closes on Escape and on a click outside', async () => {
    const { user, input } = setup();
    await user.type(input, 'drill');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 's');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(document.body);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays silent for the shopper when the request fails, and logs it', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(() => respond({ products: [] }, false));
    const { user, input } = setup();
    await user.type(input, 'drill');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(suggestions()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith('search.suggest', expect.objectContaining({ q: 'drill' }));
  });

  it('pushes a search event and opens the shop on submit', async () => {
    const { user, input } = setup();
    await user.type(input, '  wood glue {Enter}');
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'wood glue' });
    // The listing's address rules load with the first search; vi.waitFor moves the fake clock too.
    await vi.waitFor(() => expect(nav.push).toHaveBeenCalledWith('/shop/search_term=wood%20glue'));
  });
});
