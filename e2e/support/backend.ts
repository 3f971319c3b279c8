import type { BrowserContext } from '@playwright/test';
import { E2E_EXTENDED_MOCK_PORT, E2E_EXTENDED_PORT, E2E_MOCK_PORT, E2E_PORT } from '../../playwright.config';
import { STORAGE_VERSION, STORAGE_VERSION_KEY } from '../../lib/storage-keys';
import { callMethod, type MockBackend } from './mock-shopper.mjs';

/** Direct access to the mock back-end for test set-up and for checking what the shop stored. */
export const MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;
export const SHOP_URL = `http://localhost:${E2E_PORT}`;
/** The pair that `*.extended.spec.ts` journeys run against: the mock with its optional methods. */
export const EXTENDED_MOCK_URL = `http://127.0.0.1:${E2E_EXTENDED_MOCK_PORT}`;
export const EXTENDED_SHOP_URL = `http://localhost:${E2E_EXTENDED_PORT}`;
export const APP_TOKEN = 'token demo_key:demo_secret';

export const DEMO_USER = {
  email: 'mario.rossi@example.com',
  password: 'Password123!',
  first_name: 'Mario',
  last_name: 'Rossi',
};

/** The default mock back-end, or the one at `url`, with the journeys' app token. */
export const mockAt = (url = MOCK_URL): MockBackend => ({ url, token: APP_TOKEN });

export const backendCall = <T = unknown>(path: string, params: Record<string, unknown> = {}, jwt?: string) =>
  callMethod<T>(mockAt(), path, params, jwt);

/** Signs in at the back-end; `sigin` (sic) answers the JWT inside `message`. */
export async function signInJwt(email = DEMO_USER.email, password = DEMO_USER.password): Promise<string> {
  const { status, body } = await backendCall<{ message?: { jwt?: string } }>('mymb_ecommerce.utils.auth.sigin', {
    usr: email,
    pwd: password,
  });
  const jwt = body?.message?.jwt;
  if (status !== 200 || !jwt) throw new Error(`sign-in failed: ${status}`);
  return jwt;
}

/**
 * Signs a shopper in the way the storefront does: the JWT in the httpOnly `shop_session` cookie,
 * display fields in the `auth` localStorage record.
 */
export async function signInContext(context: BrowserContext, user = DEMO_USER): Promise<string> {
  const jwt = await signInJwt(user.email, user.password);
  await context.addCookies([{ name: 'shop_session', value: jwt, url: SHOP_URL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript(
    ({ display, versionKey, version }) => {
      // The boot script clears the shop's storage when its version key is missing: set it first.
      if (!localStorage.getItem(versionKey)) localStorage.setItem(versionKey, version);
      if (!localStorage.getItem('auth'))
        localStorage.setItem('auth', JSON.stringify({ state: { user: display }, version: 1 }));
    },
    {
      display: { first_name: user.first_name, last_name: user.last_name, email: user.email },
      versionKey: STORAGE_VERSION_KEY,
      version: STORAGE_VERSION,
    },
  );
  return jwt;
}

export async function outbox(to: string): Promise<Array<{ subject: string; text: string; links?: string[] }>> {
  const res = await fetch(`${MOCK_URL}/__mock/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as Array<{ subject: string; text: string; links?: string[] }>;
}
