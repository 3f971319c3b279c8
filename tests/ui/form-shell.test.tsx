import { render, screen, within } from '@testing-library/react';
import { FormShell } from '@/components/ui/form-shell';

function Shell({ alert, pending = false, label }: { alert?: string; pending?: boolean; label: string }) {
  return (
    <FormShell
      form={{ noValidate: true }}
      aria-label={label}
      alert={alert && <p>{alert}</p>}
      submit={pending ? 'Sending…' : 'Send'}
      pending={pending}
    >
      <input aria-label="Email" name="email" />
    </FormShell>
  );
}

describe('the form shell', () => {
  it('reads a refusal out and names it as what describes the form', () => {
    render(<Shell label="Sign in" alert="Wrong e-mail or password." />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(form).toHaveAccessibleDescription('Wrong e-mail or password.');
  });

  it('describes nothing while there is no refusal', () => {
    render(<Shell label="Sign in" />);
    expect(screen.getByRole('form', { name: 'Sign in' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps two forms of one page apart (the sign-in modal over the login page)', () => {
    render(
      <>
        <Shell label="Page" alert="Refused on the page." />
        <Shell label="Modal" alert="Refused in the modal." />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Page' })).toHaveAccessibleDescription('Refused on the page.');
    expect(screen.getByRole('form', { name: 'Modal' })).toHaveAccessibleDescription('Refused in the modal.');
  });

  it('locks the button while the form is on its way, and says so', () => {
    render(<Shell label="Contact" pending />);
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
