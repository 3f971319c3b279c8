import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import ConsentManager from '@/components/consent/consent-manager';
import { CONSENT_VERSION } from '@/components/consent/consent-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { GET } from '@/app/api/consent/route';
import en from '@/messages/en.json';
import { renderWithIntl } from '../catalogue/intl';

/** The shop's tag (GET /api/consent) and the banner's texts (GET /api/texts/consent), or their failure. */
function respond(tagId: string | null, texts: 'sent' | 'failed' = 'sent') {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        !url.startsWith('/api/texts/consent')
          ? ({ ok: true, json: () => Promise.resolve({ tagId }) } as Response)
          : texts === 'sent'
            ? ({ ok: true, json: () => Promise.resolve({ Consent: en.Consent }) } as Response)
            : ({ ok: false, status: 503, json: () => Promise.resolve({ error: 'unavailable' }) } as Response),
      ),
    ),
  );
}

function renderShop() {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ConsentManager />
      <footer>
        <ul>
          <li id="cookie-settings" />
        </ul>
      </footer>
    </SWRConfig>,
  );
}

const tagScript = () => document.querySelector('script[src*="googletagmanager.com/gtm.js"]');
/** The Consent Mode commands in the data layer, as [command, signals] pairs. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((e) => typeof e === 'object' && e !== null && 'length' in e)
    .map((e) => Array.from(e as ArrayLike<unknown>));

beforeEach(() => {
  delete window.dataLayer;
  localStorage.clear();
  document.getElementById('tag-manager')?.remove();
});
afterEach(() => vi.unstubAllGlobals());

describe('cookie consent', () => {
  it('without a tag manager shows no banner, no link and loads no tag', async () => {
    respond(null);
    renderShop();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/consent', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Cookies and your privacy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    expect(tagScript()).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContainEqual(expect.stringContaining('/api/texts'));
  });

  it('reads its texts only for a shop with a tag; without them it asks nothing and loads no tag', async () => {
    respond('GTM-TEST123', 'failed');
    renderShop();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/texts/consent?locale=en', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Cookies and your privacy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    // Nor an error box in every page: the shopper was not doing anything.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tagScript()).toBeNull();
    expect(consentCommands()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
  });

  it('asks first with everything denied, and loads the tag only after the shopper accepts', async () => {
    respond('GTM-TEST123');
    renderShop();
    const banner = await screen.findByRole('region', { name: 'Cookies and your privacy' });
    expect(banner).toBeVisible();
    expect(tagScript()).toBeNull();
    expect(consentCommands()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      }),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(tagScript()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.consent)!)).toMatchObject({
      version: CONSENT_VERSION,
      analytics: true,
      ads: true,
    });
    expect(screen.queryByRole('region', { name: 'Cookies and your privacy' })).toBeNull();
  });

  it('after "Reject all" loads no tag and does not ask again', async () => {
    respond('GTM-TEST123');
    const first = renderShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(tagScript()).toBeNull();
    first.unmount();
    renderShop();
    await screen.findByRole('button', { name: 'Cookie settings' });
    expect(screen.queryByRole('region', { name: 'Cookies and your privacy' })).toBeNull();
    expect(tagScript()).toBeNull();
  });

  it('"Choose" grants statistics alone, and "Cookie settings" reopens the choice', async () => {
    respond('GTM-TEST123');
    renderShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Statistics/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(tagScript()).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('heading', { name: 'Cookies and your privacy' })).toHaveFocus();
  });

  it('a choice stored under another version asks again', async () => {
    localStorage.setItem(
      STORAGE_KEYS.consent,
      JSON.stringify({ version: CONSENT_VERSION - 1, analytics: true, ads: true }),
    );
    respond('GTM-TEST123');
    renderShop();
    expect(await screen.findByRole('region', { name: 'Cookies and your privacy' })).toBeVisible();
    expect(tagScript()).toBeNull();
  });
});

// Outside a request, `connection()` (which keeps the route from being built ahead) has nothing to wait for.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  connection: async () => {},
}));

describe('GET /api/consent', () => {
  afterEach(() => vi.unstubAllEnvs());
  it('reads the container id when asked and refuses a malformed one', async () => {
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', 'GTM-AB12CD');
    expect(await (await GET()).json()).toEqual({ tagId: 'GTM-AB12CD' });
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', '"><script>');
    expect(await (await GET()).json()).toEqual({ tagId: null });
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', '');
    expect(await (await GET()).json()).toEqual({ tagId: null });
  });
});
