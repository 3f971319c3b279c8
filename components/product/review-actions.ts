'use server';
import { updateTag } from 'next/cache';
import { addItemReview, getItemReviews, reviewsTag } from '@/lib/backend/reviews';
import { starsOf, type Review } from '@/lib/domain/reviews';
import { log } from '@/lib/log';
import { limit } from '@/lib/rate-limit';
import { isReviewErrorKey, type ReviewErrorKey } from '@/lib/reviews/review-keys';
import { itemCodeSchema, reviewFormSchema, type ReviewField } from '@/lib/reviews/review-schema';

export type PostReviewResult =
  | { ok: true; review: Review }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<ReviewField, ReviewErrorKey>> }
  | {
      ok: false;
      reason: 'login' | 'duplicate' | 'ignored' | 'unavailable' | 'rate-limited' | 'rejected';
      message?: string;
    };

/**
 * Posts a review (`add_item_review`). The form's schema is parsed again here: the browser's check
 * is a convenience, this one is the rule. The JWT is read from the httpOnly cookie by the back-end
 * door; an anonymous caller gets `login`. The back-end answers `{}` whether it stored the review or
 * silently kept the shopper's earlier one, so the newest reviews are read back to tell which
 * (`ignored`). On success the item's cached reviews are expired.
 */
export async function postReview(itemCode: unknown, input: unknown): Promise<PostReviewResult> {
  const code = itemCodeSchema.safeParse(itemCode);
  const parsed = reviewFormSchema.safeParse(input);
  if (!code.success) return { ok: false, reason: 'rejected' };
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ReviewField, ReviewErrorKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'rating' || field === 'title' || field === 'comment') && !fieldErrors[field]) {
        fieldErrors[field] = isReviewErrorKey(issue.message)
          ? issue.message
          : field === 'rating'
            ? 'reviewErrorRating'
            : field === 'title'
              ? 'reviewErrorTitleShort'
              : 'reviewErrorCommentShort';
      }
    }
    return { ok: false, reason: 'invalid', fieldErrors };
  }

  const { rating, title, comment } = parsed.data;
  const limited = await limit('review');
  if (limited) return limited;
  const result = await addItemReview({ item_code: code.data, rating, title, comment });
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'unauthorised') return { ok: false, reason: 'login' };
    if (error.status === 409 || error.excType === 'DuplicateEntryError') return { ok: false, reason: 'duplicate' };
    if (error.kind === 'rate-limited') return { ok: false, reason: 'rate-limited' };
    if (error.kind === 'rejected') return { ok: false, reason: 'rejected', message: error.message };
    log.warn('review.post-failed', { item: code.data, kind: error.kind, status: error.status });
    return { ok: false, reason: 'unavailable' };
  }

  const newest = await getItemReviews(code.data, { length: 5, kept: false });
  const stored =
    newest.ok &&
    newest.data.reviews.some(
      (r) => starsOf(r.rating) === rating && r.title.trim() === title && r.comment.trim() === comment,
    );
  if (newest.ok && !stored) return { ok: false, reason: 'ignored' };
  updateTag(reviewsTag(code.data));
  const review: Review = { id: `new-${Date.now()}`, author: '', rating, title, comment, createdAt: null };
  return { ok: true, review };
}
