import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { SignInResult } from '@/components/account/auth-actions';

const signInAction = vi.fn<(input: unknown, next: unknown) => Promise<SignInResult>>();
const replace = vi.fn();
const refresh = vi.fn();

vi.mock('@/components/account/auth-actions', () => ({
  signInAction: (input: unknown, next: unknown) => signInAction(input, next),
}));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ replace, refresh, push: vi.fn() }),
}));
vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const { SignInForm } = await import('@/components/account/sign-in-form');
const { useAuth } = await import('@/stores/auth');

function renderForm(next?: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Rome">
      <SignInForm next={next} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  signInAction.mockReset();
  replace.mockReset();
  localStorage.clear();
  useAuth.getState().clear();
});

describe('sign-in form', () => {
  it('shows each error next to its field, announced, without calling the server', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email address/), 'mario');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveValue('mario');
    expect(signInAction).not.toHaveBeenCalled();
  });

  it('gives one message for wrong credentials and keeps what was typed', async () => {
    signInAction.mockResolvedValue({ ok: false, reason: 'credentials' });
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email address/), 'mario.rossi@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or the password is not correct.');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('mario.rossi@example.com');
  });

  it('says how long to wait when the back-end rate-limits sign-in', async () => {
    signInAction.mockResolvedValue({ ok: false, reason: 'rate-limited', retryAfterSeconds: 600 });
    renderForm();
    await userEvent.type(screen.getByLabelText(/Email address/), 'mario.rossi@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wait 10 minutes');
  });

  it('keeps only display fields in the browser and goes to the next page', async () => {
    signInAction.mockResolvedValue({
      ok: true,
      user: { first_name: 'Mario', last_name: 'Rossi', email: 'mario.rossi@example.com' },
      next: '/pages/orders',
    });
    renderForm('/pages/orders');
    await userEvent.type(screen.getByLabelText(/Email address/), 'mario.rossi@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Password123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/pages/orders'));
    expect(signInAction).toHaveBeenCalledWith(
      { email: 'mario.rossi@example.com', password: 'Password123!' },
      '/pages/orders',
    );
    expect(JSON.parse(localStorage.getItem('auth')!).state.user).toEqual({
      first_name: 'Mario',
      last_name: 'Rossi',
      email: 'mario.rossi@example.com',
    });
  });
});
