import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { TryLater } from '@/components/account/try-later';
import { OrderNumberField } from '@/components/account/order-number-field';
import { EmailField } from '@/components/ui/email-field';

/**
 * The parts the account's, tracking's and contact's forms share: what the shopper reads for the
 * refusals every one of them meets, and the fields they ask alike.
 */
const wrap = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Europe/Rome">
      {ui}
    </NextIntlClientProvider>,
  );

describe('TryLater', () => {
  it('says how many minutes to wait when there were too many tries', () => {
    wrap(<TryLater failure={{ reason: 'rate-limited', retryAfterSeconds: 125 }} />);
    expect(screen.getByText('Too many attempts. Please wait 3 minutes and try again.')).toBeInTheDocument();
  });

  it('says the servers could not be reached when the back-end is away', () => {
    wrap(<TryLater failure={{ reason: 'unavailable' }} />);
    expect(screen.getByText(en.Account.unavailable)).toBeInTheDocument();
  });

  it('leaves a form’s own refusal to the form', () => {
    const { container } = wrap(<TryLater failure={{ reason: 'no-match' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the shared fields', () => {
  it('asks an e-mail address with the e-mail keyboard and the browser’s check', () => {
    wrap(<EmailField label="Email address" name="email" />);
    const box = screen.getByRole('textbox', { name: /Email address/ });
    expect(box).toHaveAttribute('type', 'email');
    expect(box).toHaveAttribute('inputmode', 'email');
    expect(box).toHaveAttribute('autocomplete', 'email');
    expect(box).toBeRequired();
  });

  it('asks the order number as printed, with where to find it', () => {
    wrap(<OrderNumberField name="order_number" error="Enter the order number." />);
    const box = screen.getByRole('textbox', { name: /Order number/ });
    expect(box).toHaveAttribute('autocapitalize', 'characters');
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(box).toHaveAccessibleDescription(`${en.Account.orderNumberHint} Enter the order number.`);
  });
});
