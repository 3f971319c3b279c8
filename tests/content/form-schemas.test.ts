import { describe, expect, it } from 'vitest';
import { newsletterSchema } from '@/components/newsletter/newsletter-schema';
import { contactSchema } from '@/components/contact/contact-schema';
import { guestCommentSchema, shopperCommentSchema } from '@/components/blog/comment-schema';

const firstError = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.success ? null : Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message])));

describe('newsletter form schema', () => {
  it('accepts a trimmed address and refuses empty or malformed ones with a message key', () => {
    expect(newsletterSchema.parse({ email: '  anna@example.com ' })).toEqual({ email: 'anna@example.com' });
    expect(firstError(newsletterSchema.safeParse({ email: '' }))).toEqual({ email: 'errorEmailRequired' });
    expect(firstError(newsletterSchema.safeParse({ email: 'anna@' }))).toEqual({ email: 'errorEmailInvalid' });
    expect(firstError(newsletterSchema.safeParse({}))).toEqual({ email: 'errorEmailRequired' });
  });
});

describe('contact form schema', () => {
  const valid = {
    full_name: 'Rosa Bruno',
    email: 'rosa@example.com',
    subject: 'Opening hours',
    message: 'Are you open on Sunday?',
  };

  it('accepts a complete message', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it('names the field and the problem for each invalid value', () => {
    expect(firstError(contactSchema.safeParse({ ...valid, email: 'rosa.example.com' }))).toEqual({
      email: 'errorEmailInvalid',
    });
    expect(firstError(contactSchema.safeParse({ ...valid, full_name: ' ' }))).toEqual({
      full_name: 'errorNameRequired',
    });
    expect(firstError(contactSchema.safeParse({ ...valid, subject: 'Hi' }))).toEqual({ subject: 'errorSubjectShort' });
    expect(firstError(contactSchema.safeParse({ ...valid, message: 'Too short' }))).toEqual({
      message: 'errorMessageShort',
    });
    expect(firstError(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual({
      message: 'errorMessageLong',
    });
  });
});

describe('comment form schemas', () => {
  it('asks a signed-in shopper only for the comment', () => {
    expect(shopperCommentSchema.safeParse({ comment: 'Great tips!' }).success).toBe(true);
    expect(firstError(shopperCommentSchema.safeParse({ comment: 'ok' }))).toEqual({ comment: 'errorCommentShort' });
    expect(shopperCommentSchema.safeParse({ comment: 'Great tips!', reply_to: 'drop table' }).success).toBe(false);
  });

  it('asks a guest for a name and a valid email too', () => {
    expect(
      guestCommentSchema.safeParse({
        comment: 'Great tips!',
        comment_by: 'Ugo',
        comment_email: 'ugo@example.com',
        reply_to: '12',
      }).success,
    ).toBe(true);
    expect(
      firstError(guestCommentSchema.safeParse({ comment: 'Great tips!', comment_by: 'U', comment_email: 'ugo' })),
    ).toEqual({
      comment_by: 'errorNameRequired',
      comment_email: 'errorEmailInvalid',
    });
  });
});
