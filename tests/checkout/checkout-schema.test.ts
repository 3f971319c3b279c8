import { EMPTY_CHECKOUT } from '@/lib/checkout/defaults';
import {
  checkoutSchema,
  expiryInFuture,
  luhnValid,
  placeOrderSchema,
  testCardSchema,
  isValidPostcode,
  type CheckoutValues,
} from '@/lib/checkout/schema';
import { taxCodeProblem, vatProblem } from '@/lib/checkout/tax-id-problems';

const valid: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  email: 'anna.bianchi@example.com',
  first_name: 'Anna',
  last_name: 'Bianchi',
  phone: '+39 333 123 4567',
  shipping: {
    address_line1: 'Via Torino 45',
    address_line2: '',
    city: 'Milano',
    state: 'MI',
    pincode: '20123',
    country: 'IT',
  },
  shipping_rule: 'Flat Rate',
  accept_terms: true,
};

/** The message key of the first issue at `path`, or undefined when that field is fine. */
function errorAt(values: Partial<CheckoutValues>, path: string): string | undefined {
  const result = checkoutSchema.safeParse({ ...valid, ...values });
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('checkout schema', () => {
  it('accepts a complete guest checkout with the defaults (Italy, bank transfer)', () => {
    const result = checkoutSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.payment_method).toBe('transfer');
    expect(result.data?.shipping.country).toBe('IT');
  });

  it('names each missing required field with the key "required"', () => {
    const result = checkoutSchema.safeParse({ ...EMPTY_CHECKOUT, shipping_rule: 'Flat Rate' });
    const paths = result.error!.issues.filter((i) => i.message === 'required').map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'email',
        'first_name',
        'last_name',
        'phone',
        'shipping.address_line1',
        'shipping.city',
        'shipping.pincode',
      ]),
    );
    expect(paths).not.toContain('company_name');
    expect(paths).not.toContain('order_comment');
  });

  it('reports conditional fields together with the plain ones, so the shopper sees every error at once', () => {
    const result = checkoutSchema.safeParse({
      ...EMPTY_CHECKOUT,
      billing_different: true,
      invoice: true,
      tax_code: 'X',
    });
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['email', 'billing.address_line1', 'tax_code']));
  });

  it('checks e-mail, phone and the Italian five-digit postcode', () => {
    expect(errorAt({ email: 'anna@' }, 'email')).toBe('email');
    expect(errorAt({ phone: 'call me' }, 'phone')).toBe('phone');
    expect(errorAt({ shipping: { ...valid.shipping, pincode: '2012' } }, 'shipping.pincode')).toBe('postcode');
    expect(
      errorAt({ shipping: { ...valid.shipping, pincode: '811 06', country: 'SK' } }, 'shipping.pincode'),
    ).toBeUndefined();
    expect(isValidPostcode('47890', 'SM')).toBe(true);
    expect(isValidPostcode('AB', 'DE')).toBe(false);
  });

  it('asks for a billing address only when it differs', () => {
    expect(checkoutSchema.safeParse({ ...valid, billing_different: false }).success).toBe(true);
    expect(errorAt({ billing_different: true }, 'billing.address_line1')).toBe('required');
    const billing = {
      first_name: 'Luca',
      last_name: 'Verdi',
      address_line1: 'Via Roma 1',
      address_line2: '',
      city: 'Roma',
      state: 'RM',
      pincode: '00184',
      country: 'IT',
    };
    expect(checkoutSchema.safeParse({ ...valid, billing_different: true, billing }).success).toBe(true);
    expect(errorAt({ billing_different: true, billing: { ...billing, pincode: '184' } }, 'billing.pincode')).toBe(
      'postcode',
    );
  });

  it('needs a password of 8 characters or more only to create an account', () => {
    expect(errorAt({ create_account: true, password: '' }, 'password')).toBe('required');
    expect(errorAt({ create_account: true, password: 'short' }, 'password')).toBe('passwordShort');
    expect(errorAt({ create_account: true, password: 'Password123!' }, 'password')).toBeUndefined();
    expect(errorAt({ create_account: false, password: '' }, 'password')).toBeUndefined();
  });

  it('refuses an unknown payment method and a missing shipping method', () => {
    expect(errorAt({ payment_method: 'cash' as never }, 'payment_method')).toBe('paymentMethod');
    expect(errorAt({ shipping_rule: '' }, 'shipping_rule')).toBe('shippingRule');
  });
});

describe('invoice request (docs/decisions.md "invoice (Italy)")', () => {
  it('private person: a codice fiscale with its check character, or 11 digits', () => {
    expect(
      errorAt({ invoice: true, customer_type: 'Individual', tax_code: 'RSSMRA85T10A562S' }, 'tax_code'),
    ).toBeUndefined();
    expect(
      errorAt({ invoice: true, customer_type: 'Individual', tax_code: 'rss mra 85t10 a562s' }, 'tax_code'),
    ).toBeUndefined();
    expect(errorAt({ invoice: true, customer_type: 'Individual', tax_code: '' }, 'tax_code')).toBe('required');
    expect(errorAt({ invoice: true, customer_type: 'Individual', tax_code: 'RSSMRA85T10A562T' }, 'tax_code')).toBe(
      'taxCodeCheck',
    );
    expect(errorAt({ invoice: true, customer_type: 'Individual', tax_code: 'RSSMRA85T10A562' }, 'tax_code')).toBe(
      'taxCodeLength',
    );
    expect(errorAt({ invoice: true, customer_type: 'Individual', tax_code: 'RSSMRA85Z10A562S' }, 'tax_code')).toBe(
      'taxCodeFormat',
    );
    expect(errorAt({ invoice: true, customer_type: 'Individual', tax_code: 'RSSMRA85B30A562S' }, 'tax_code')).toBe(
      'taxCodeDate',
    );
    expect(
      errorAt({ invoice: true, customer_type: 'Individual', tax_code: '01234567897' }, 'tax_code'),
    ).toBeUndefined();
    expect(errorAt({ invoice: true, customer_type: 'Individual', tax_code: '01234567890' }, 'tax_code')).toBe(
      'taxCodeCheck',
    );
    // Without an invoice the field is not looked at.
    expect(errorAt({ invoice: false, tax_code: 'nonsense' }, 'tax_code')).toBeUndefined();
  });

  it('company: company name, a valid partita IVA or EU VAT number, and a recipient code or a PEC', () => {
    const company = {
      invoice: true,
      customer_type: 'Company' as const,
      company_name: 'Ferramenta Rossi Srl',
      vat_number: '01234567897',
      recipient_code: 'M5UXCR1',
      pec: '',
    };
    expect(checkoutSchema.safeParse({ ...valid, ...company }).success).toBe(true);
    expect(checkoutSchema.safeParse({ ...valid, ...company, vat_number: 'IT 012 345 678 97' }).success).toBe(true);
    expect(checkoutSchema.safeParse({ ...valid, ...company, vat_number: 'DE123456789' }).success).toBe(true);
    expect(errorAt({ ...company, vat_number: '01234567890' }, 'vat_number')).toBe('vatCheck');
    expect(errorAt({ ...company, vat_number: '0123456789' }, 'vat_number')).toBe('vatLength');
    expect(errorAt({ ...company, vat_number: 'IT01234567890' }, 'vat_number')).toBe('vatCheck');
    expect(errorAt({ ...company, vat_number: 'DE12345' }, 'vat_number')).toBe('vatEu');
    expect(errorAt({ ...company, company_name: '' }, 'company_name')).toBe('required');
    expect(errorAt({ ...company, recipient_code: '', pec: '' }, 'recipient_code')).toBe('recipientOrPec');
    expect(errorAt({ ...company, recipient_code: 'ABC' }, 'recipient_code')).toBe('recipientCode');
    expect(
      checkoutSchema.safeParse({ ...valid, ...company, recipient_code: '', pec: 'ferramenta@pec.it' }).success,
    ).toBe(true);
    expect(errorAt({ ...company, recipient_code: '', pec: 'not-an-address' }, 'pec')).toBe('pec');
  });

  it('explains why a tax identifier is wrong', () => {
    expect(taxCodeProblem('RSSMRA85T10A562S')).toBeNull();
    expect(taxCodeProblem('RSSMRA85T72A562S')).toBe('taxCodeDate');
    expect(vatProblem('01234567897')).toBeNull();
    expect(vatProblem('0123456789A')).toBe('vatFormat');
  });
});

describe('place order envelope', () => {
  it('refuses an empty cart, a quantity outside 1..99 and a short attempt id', () => {
    const base = {
      form: valid,
      lines: [{ sku: 'A-1', qty: 1, priceCents: 999 }],
      coupon: null,
      attempt: 'a'.repeat(32),
      expectedTotalCents: 1449,
      locale: 'it',
    };
    expect(placeOrderSchema.safeParse(base).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...base, lines: [] }).success).toBe(false);
    expect(placeOrderSchema.safeParse({ ...base, lines: [{ sku: 'A-1', qty: 100, priceCents: 100 }] }).success).toBe(
      false,
    );
    expect(placeOrderSchema.safeParse({ ...base, lines: [{ sku: 'A-1', qty: 1.5, priceCents: 100 }] }).success).toBe(
      false,
    );
    expect(placeOrderSchema.safeParse({ ...base, attempt: 'x' }).success).toBe(false);
  });

  it('refuses an order whose shopper has not accepted the terms and the right of withdrawal', () => {
    const base = {
      form: valid,
      lines: [{ sku: 'A-1', qty: 1, priceCents: 999 }],
      coupon: null,
      attempt: 'a'.repeat(32),
      expectedTotalCents: 1449,
      locale: 'it',
    };
    const unticked = placeOrderSchema.safeParse({ ...base, form: { ...valid, accept_terms: false } });
    expect(unticked.success).toBe(false);
    expect(unticked.error!.issues).toEqual([
      expect.objectContaining({ path: ['form', 'accept_terms'], message: 'acceptTerms' }),
    ]);
    const { accept_terms: _, ...withoutField } = valid;
    expect(placeOrderSchema.safeParse({ ...base, form: withoutField }).success).toBe(false);
  });
});

describe('test card form', () => {
  it('checks the number with Luhn, the expiry and the CVC', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(expiryInFuture('12/30', new Date('2026-11-23'))).toBe(true);
    expect(expiryInFuture('11/26', new Date('2026-11-23'))).toBe(true);
    expect(expiryInFuture('10/26', new Date('2026-11-23'))).toBe(false);
    const ok = testCardSchema.safeParse({
      cardholder: 'Anna Bianchi',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(ok.success && ok.data.card_number).toBe('4242424242424242');
    const bad = testCardSchema.safeParse({ cardholder: '', card_number: '1234', expiry: '13/30', cvc: '12' });
    expect(Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      cardholder: 'required',
      card_number: 'cardNumber',
      expiry: 'cardExpiryFormat',
      cvc: 'cardCvc',
    });
  });
});
