import { useAuth } from '@/stores/auth';

beforeEach(() => localStorage.clear());

describe('auth store', () => {
  it('keeps only display fields, whatever the caller passes', () => {
    useAuth
      .getState()
      .setUser({ first_name: 'Mario', last_name: 'Rossi', email: 'mario@example.com', jwt: 'a.b.c' } as never);
    const saved = localStorage.getItem('auth')!;
    expect(JSON.parse(saved).state.user).toEqual({
      first_name: 'Mario',
      last_name: 'Rossi',
      email: 'mario@example.com',
    });
    expect(saved).not.toContain('a.b.c');
  });

  it('ignores a stored record of the wrong shape', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { user: { email: 42 } }, version: 1 }));
    await useAuth.persist.rehydrate();
    expect(useAuth.getState().user).toBeNull();
  });
});
