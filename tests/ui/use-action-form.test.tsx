import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { TextField } from '@/components/ui/field';
import { useActionForm } from '@/components/ui/use-action-form';

type Result =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: { email?: string } }
  | { ok: false; reason: 'unavailable' };

const schema = z.object({ email: z.string().min(1, 'required').pipe(z.email('email')) });
const TEXT: Record<string, string> = {
  required: 'Fill this in.',
  email: 'Not an address.',
  taken: 'Already registered.',
};

function Subscribe({
  loadSchema,
  action,
}: {
  loadSchema: () => Promise<typeof schema>;
  action: (v: { email: string }) => Promise<Result>;
}) {
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { email: '' },
    schema: loadSchema,
    nativeKey: (_field, flag) => (flag === 'valueMissing' ? 'required' : 'email'),
    action,
    onSuccess: () => undefined,
  });
  return (
    <form {...form}>
      <TextField label="Email" type="email" required error={errors.email && TEXT[errors.email]} {...field('email')} />
      {failure && <p role="alert">Try later.</p>}
      <button type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

describe('a form before and after its schema arrives', () => {
  it('shows our message for what the browser itself catches, before the schema has loaded', async () => {
    const action = vi.fn();
    render(<Subscribe loadSchema={() => new Promise(() => {})} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Fill this in.');
    expect(email).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it('waits for the schema when sent before it arrived, then lets the schema decide', async () => {
    let arrive: (s: typeof schema) => void = () => {};
    const action = vi.fn(async () => ({ ok: true }) as const);
    render(<Subscribe loadSchema={() => new Promise((resolve) => (arrive = resolve))} action={action} />);
    // Passes the browser's check (it accepts "a@b") but not the schema's.
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    arrive(schema);
    expect(await screen.findByText('Not an address.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '.it');
    expect(screen.queryByText('Not an address.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ email: 'a@b.it' }));
  });

  it('keeps the server’s field error until that field changes, and a thrown action reads as unavailable', async () => {
    const action = vi
      .fn<(v: { email: string }) => Promise<Result>>()
      .mockResolvedValueOnce({ ok: false, reason: 'invalid', fieldErrors: { email: 'taken' } });
    render(<Subscribe loadSchema={async () => schema} action={action} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'mario@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Already registered.')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Already registered.')).toBeInTheDocument();
    await userEvent.type(email, 'x');
    await waitFor(() => expect(screen.queryByText('Already registered.')).not.toBeInTheDocument());
    action.mockRejectedValueOnce(new Error('network'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    expect(email).toHaveValue('mario@example.comx');
  });
});

function Rate({ action }: { action: (v: { stars: string }) => Promise<{ ok: true }> }) {
  const { form, choice, errors } = useActionForm({
    defaults: { stars: '' },
    schema: () => new Promise<never>(() => {}),
    nativeKey: () => 'Choose how many stars.',
    action,
  });
  return (
    <form {...form}>
      <fieldset aria-describedby="stars-error">
        <legend>Rating</legend>
        {['1', '2'].map((n) => (
          <label key={n}>
            <input type="radio" required {...choice('stars', n)} />
            {n} stars
          </label>
        ))}
      </fieldset>
      <p id="stars-error">{errors.stars}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('a required choice', () => {
  it('is refused by the browser’s own check before the schema arrives, and the first option takes the focus', async () => {
    const action = vi.fn(async () => ({ ok: true }) as const);
    render(<Rate action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose how many stars.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 stars' })).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });
});

/** A form whose saved details arrive late, filled in as the checkout fills them: only where the shopper is not. */
function Details({ saved }: { saved: Promise<{ phone: string; city: string }> }) {
  const tools = useActionForm({
    defaults: { phone: '', city: '' },
    schema: () => new Promise<never>(() => {}),
    nativeKey: () => 'required',
    action: async () => ({ ok: true }) as const,
  });
  const { form, field, edited, setValues } = tools;
  useEffect(() => {
    void saved.then((values) => {
      for (const name of ['phone', 'city'] as const) if (!edited(name)) setValues({ [name]: values[name] });
    });
    // Once, as the checkout's prefill does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form {...form}>
      <TextField label="Phone" {...field('phone')} />
      <TextField label="City" {...field('city')} />
    </form>
  );
}

describe('values filled in after the page is shown', () => {
  it('never land in the field the shopper is in, nor in one they changed; the others are filled', async () => {
    let arrive: (v: { phone: string; city: string }) => void = () => {};
    render(<Details saved={new Promise((resolve) => (arrive = resolve))} />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    // The shopper has selected the field's text and is about to type when the saved details come.
    await userEvent.click(phone);
    arrive({ phone: '+39 347 123 4567', city: 'Bologna' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Bologna'));
    await userEvent.type(phone, '+39 051 765 4321');
    expect(phone).toHaveValue('+39 051 765 4321');
  });
});
