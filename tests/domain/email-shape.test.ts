import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from '@/lib/domain/email-shape';

describe('looksLikeEmail', () => {
  it('accepts ordinary addresses, with surrounding spaces', () => {
    expect(looksLikeEmail('anna@example.com')).toBe(true);
    expect(looksLikeEmail('  mario.rossi+shop@posta.example.it ')).toBe(true);
  });

  it('refuses what cannot be an address', () => {
    for (const text of [
      '',
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'an na@example.com',
      'anna@@example.com',
      'anna@example..com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(looksLikeEmail(text), text).toBe(false);
    }
  });
});
