import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/i18n/client-messages';

const all = {
  Header: { promo: 'Up to 40% off' },
  Account: { orderNumber: 'Order number', signIn: 'Sign in', errors: { required: 'Required', email: 'E-mail' } },
};

describe('the texts a provider sends', () => {
  it('sends whole namespaces, or only the named part of one', () => {
    expect(pickMessages(all, ['Header', 'Account.errors', 'Account.orderNumber'])).toEqual({
      Header: { promo: 'Up to 40% off' },
      Account: { errors: { required: 'Required', email: 'E-mail' }, orderNumber: 'Order number' },
    });
  });

  it('leaves out what does not exist, prototype names included', () => {
    expect(
      pickMessages(all, ['Nope', 'Account.nope', 'Account.errors.nope', 'constructor', 'Header.toString']),
    ).toEqual({});
  });
});
