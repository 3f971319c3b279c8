import { describe, expect, it } from 'vitest';
import { itemCodeSchema, reviewFormSchema } from '@/lib/reviews/review-schema';

const valid = {
  rating: 4,
  title: 'Solid drill',
  comment: 'Drilled 40 holes in concrete without a hitch.',
  remember: false,
};

function errorsOf(input: unknown) {
  const parsed = reviewFormSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('review form schema (shared by the form and the server action)', () => {
  it('accepts a complete review and trims the texts', () => {
    const parsed = reviewFormSchema.parse({ ...valid, title: '  Solid drill  ' });
    expect(parsed.title).toBe('Solid drill');
  });

  it('needs a whole rating from 1 to 5', () => {
    expect(errorsOf({ ...valid, rating: 0 })).toEqual({ rating: 'reviewErrorRating' });
    expect(errorsOf({ ...valid, rating: 6 })).toEqual({ rating: 'reviewErrorRating' });
    expect(errorsOf({ ...valid, rating: 3.5 })).toEqual({ rating: 'reviewErrorRating' });
    expect(errorsOf({ ...valid, rating: '5' })).toEqual({ rating: 'reviewErrorRating' });
  });

  it('limits the title to 3..120 characters, spaces not counted', () => {
    expect(errorsOf({ ...valid, title: '  ab  ' })).toEqual({ title: 'reviewErrorTitleShort' });
    expect(errorsOf({ ...valid, title: 'x'.repeat(121) })).toEqual({ title: 'reviewErrorTitleLong' });
    expect(errorsOf({ ...valid, title: 'x'.repeat(120) })).toEqual({});
  });

  it('limits the comment to 10..2000 characters', () => {
    expect(errorsOf({ ...valid, comment: 'too short' })).toEqual({ comment: 'reviewErrorCommentShort' });
    expect(errorsOf({ ...valid, comment: 'x'.repeat(2001) })).toEqual({ comment: 'reviewErrorCommentLong' });
  });

  it('reports every wrong field at once, with translation keys as messages', () => {
    expect(errorsOf({ rating: 0, title: '', comment: '', remember: false })).toEqual({
      rating: 'reviewErrorRating',
      title: 'reviewErrorTitleShort',
      comment: 'reviewErrorCommentShort',
    });
  });

  it('refuses an item code that is not a sku', () => {
    expect(itemCodeSchema.safeParse('BOS-DRILL-000001').success).toBe(true);
    expect(itemCodeSchema.safeParse('../../etc').success).toBe(false);
    expect(itemCodeSchema.safeParse('').success).toBe(false);
  });
});
