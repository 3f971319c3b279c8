import { describe, expect, it } from 'vitest';
import { confirmParams } from '@/components/content/confirm-params';

describe('confirmation link parameters', () => {
  it('reads the email and the token the confirmation email carries', () => {
    expect(confirmParams({ email: ' Anna@Example.com ', token: '1790000000.AbC_dEf-123456789012345' })).toEqual({
      email: 'anna@example.com',
      token: '1790000000.AbC_dEf-123456789012345',
    });
    expect(confirmParams({ email: 'a@example.com', _signature: '1790000000.abcdefghij' })).toEqual({ email: 'a@example.com', token: '1790000000.abcdefghij' });
  });

  it('refuses a link that lost its email or token, or carries something else', () => {
    expect(confirmParams({})).toBeNull();
    expect(confirmParams({ email: 'a@example.com' })).toBeNull();
    expect(confirmParams({ email: 'not-an-email', token: '1790000000.abcdefghij' })).toBeNull();
    expect(confirmParams({ email: 'a@example.com', token: '<script>alert(1)</script>' })).toBeNull();
  });
});
