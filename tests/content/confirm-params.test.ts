import { describe, expect, it } from 'vitest';
import { emailOf, isSignedQuery, signedQueryFrom } from '@/components/newsletter/confirm-params';

const SIGNED = 'email=anna%2Bnews%40example.com&email_group=Website&_signature=0cc175b9c0f1b6a831c399e269772661';

describe('the newsletter confirmation link', () => {
  it('takes the signed part byte for byte, from email= to the end, after the api parameter', () => {
    expect(signedQueryFrom(`?api=api/method/omnicommerce.controllers.newsletter.confirm_subscription&${SIGNED}`)).toBe(
      SIGNED,
    );
    expect(signedQueryFrom(`?${SIGNED}`)).toBe(SIGNED);
    expect(emailOf(SIGNED)).toBe('anna+news@example.com');
    expect(isSignedQuery(SIGNED)).toBe(true);
  });

  it('refuses a link that lost its signature, was reordered, or carries anything else', () => {
    expect(signedQueryFrom('')).toBeNull();
    expect(signedQueryFrom('?email=a%40example.com&email_group=Website')).toBeNull();
    expect(
      signedQueryFrom('?email_group=Website&email=a%40example.com&_signature=0cc175b9c0f1b6a831c399e269772661'),
    ).toBeNull();
    expect(signedQueryFrom(`?${SIGNED}&extra=1`)).toBeNull();
    expect(isSignedQuery('email=<script>&email_group=x&_signature=00')).toBe(false);
  });
});
