import { render as renderUi, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { SessionCheck } from '@/components/account/session-check';
import { useAuth } from '@/stores/auth';

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
// Each test its own SWR cache: a read answered in one test is not reused by the next.
const render = (ui: ReactElement) => renderUi(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
const anna = { first_name: 'Anna', last_name: 'Rossi', email: 'anna@example.com' };

beforeEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  useAuth.setState({ user: null });
});

describe('SessionCheck', () => {
  it('clears a name the server no longer signs in', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { user: anna }, version: 1 }));
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(401, { error: 'signed-out' }));
    render(<SessionCheck />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/account/me', expect.anything()));
    await waitFor(() => expect(useAuth.getState().user).toBeNull());
  });

  it('refreshes the shown name from a good session', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { user: anna }, version: 1 }));
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(200, { user: { ...anna, first_name: 'Annalisa' } }));
    render(<SessionCheck />);
    await waitFor(() => expect(useAuth.getState().user?.first_name).toBe('Annalisa'));
  });

  it('asks nothing when nobody is signed in', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<SessionCheck />);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
  });
});
