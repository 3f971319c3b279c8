import { addressFormSchema } from '@/components/account/address-schema';
import {
  fieldErrors,
  profileSchema,
  registerSchema,
  resetSchema,
  signInSchema,
  trackSchema,
} from '@/components/account/schemas';

const errorsOf = (result: { success: boolean; error?: import('zod').ZodError }, fields: readonly string[]) =>
  result.success ? {} : fieldErrors(result.error!, fields);

describe('sign-in schema', () => {
  it('asks for a valid e-mail and a password, with a message key per field', () => {
    const result = signInSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(errorsOf(result, ['email', 'password'])).toEqual({ email: 'email', password: 'required' });
  });

  it('trims and lower-cases the e-mail so the back-end sees one spelling', () => {
    expect(signInSchema.parse({ email: '  Mario.Rossi@Example.COM ', password: 'x' }).email).toBe(
      'mario.rossi@example.com',
    );
  });
});

describe('register schema', () => {
  it('needs names, an e-mail and a password of at least 8 characters', () => {
    const result = registerSchema.safeParse({
      first_name: ' ',
      last_name: 'Rossi',
      email: 'a@b.it',
      password: 'short',
    });
    expect(errorsOf(result, ['first_name', 'last_name', 'email', 'password'])).toEqual({
      first_name: 'required',
      password: 'passwordShort',
    });
  });

  it('refuses passwords over 128 characters', () => {
    const result = registerSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.it',
      password: 'x'.repeat(129),
    });
    expect(errorsOf(result, ['password'])).toEqual({ password: 'passwordLong' });
  });
});

describe('profile schema (a blank new password leaves it unchanged)', () => {
  const base = {
    first_name: 'Mario',
    last_name: 'Rossi',
    current_password: '',
    new_password: '',
    confirm_password: '',
  };

  it('accepts new names with every password field blank', () => {
    expect(profileSchema.safeParse(base).success).toBe(true);
  });

  it('asks for the current password when a new one is typed', () => {
    const result = profileSchema.safeParse({ ...base, new_password: 'NewPassword1', confirm_password: 'NewPassword1' });
    expect(errorsOf(result, ['current_password'])).toEqual({ current_password: 'currentRequired' });
  });

  it('needs the confirmation to match the new password', () => {
    const result = profileSchema.safeParse({
      ...base,
      current_password: 'old',
      new_password: 'NewPassword1',
      confirm_password: 'NewPassword2',
    });
    expect(errorsOf(result, ['confirm_password'])).toEqual({ confirm_password: 'passwordMismatch' });
  });

  it('checks the length of a new password only when there is one', () => {
    const result = profileSchema.safeParse({
      ...base,
      current_password: 'old',
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(errorsOf(result, ['new_password'])).toEqual({ new_password: 'passwordShort' });
  });
});

describe('reset schema', () => {
  it('needs matching passwords and the link key', () => {
    const result = resetSchema.safeParse({ key: '', password: 'Password123', confirm: 'Password124' });
    expect(errorsOf(result, ['key', 'password', 'confirm'])).toEqual({ key: 'required', confirm: 'passwordMismatch' });
  });
});

describe('address schema', () => {
  const address = {
    full_name: 'Mario Rossi',
    address_line1: 'Via Roma 1',
    address_line2: '',
    city: 'Milano',
    state: 'MI',
    pincode: '20121',
    country: 'IT',
    phone: '+39 02 1234567',
    address_type: 'Shipping' as const,
    is_primary_address: false,
  };

  it('accepts an Italian address', () => {
    expect(addressFormSchema.safeParse(address).success).toBe(true);
  });

  it('wants five digits for an Italian CAP, and 3–10 characters elsewhere', () => {
    expect(errorsOf(addressFormSchema.safeParse({ ...address, pincode: '2012' }), ['pincode'])).toEqual({
      pincode: 'postcode',
    });
    expect(addressFormSchema.safeParse({ ...address, country: 'SK', pincode: '811 01' }).success).toBe(true);
    expect(addressFormSchema.safeParse({ ...address, country: 'DE', pincode: '1' }).success).toBe(false);
  });

  it('refuses a phone number with letters, but leaves the phone optional', () => {
    expect(errorsOf(addressFormSchema.safeParse({ ...address, phone: 'call me' }), ['phone'])).toEqual({
      phone: 'phone',
    });
    expect(addressFormSchema.safeParse({ ...address, phone: '' }).success).toBe(true);
  });
});

describe('order tracking schema', () => {
  it('takes an order number and an e-mail', () => {
    expect(trackSchema.safeParse({ order_number: 'SAL-ORD-2026-00012', email: 'guest@example.com' }).success).toBe(
      true,
    );
    expect(errorsOf(trackSchema.safeParse({ order_number: '<script>', email: '' }), ['order_number', 'email'])).toEqual(
      {
        order_number: 'orderNumber',
        email: 'required',
      },
    );
  });
});
