import { wishlistAnswerSchema } from '@/lib/backend/schemas/account';
import { addressLines } from '@/components/account/address-lines';
import { waitMinutes } from '@/components/account/use-form-text';

describe('account answers from the back-end', () => {
  it('reads an empty wishlist (the body {}, so no message) and drops a broken entry', () => {
    expect(wishlistAnswerSchema.parse(undefined)).toEqual([]);
    expect(wishlistAnswerSchema.parse([{ item_code: 'A' }, { bad: 1 }])).toEqual(['A']);
  });

  it('prints an address the Italian way', () => {
    expect(
      addressLines(
        { address_line1: 'Via Roma 1', pincode: '20121', city: 'Milano', state: 'MI', country: 'Italy' },
        'it',
      ),
    ).toEqual(['Via Roma 1', '20121 Milano (MI)', 'Italia']);
    // Frappe's English Country name, in the shopper's language.
    expect(addressLines({ city: 'Bratislava', country: 'Slovakia' }, 'sk')).toEqual(['Bratislava', 'Slovensko']);
    expect(addressLines({ city: 'Wien', country: 'Austria' }, 'it')).toEqual(['Wien', 'Austria']);
  });

  it('rounds a Retry-After up to whole minutes', () => {
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(undefined)).toBe(5);
  });
});
