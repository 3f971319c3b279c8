'use client';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { postReview, type PostReviewResult } from './review-actions';
import { buttonClass } from '@/components/ui/button';
import { useActionForm } from '@/components/ui/use-action-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert, TextField } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { Link, usePathname } from '@/i18n/navigation';
import type { Review } from '@/lib/domain/reviews';
import { RATING_LABEL_KEYS } from '@/lib/domain/reviews';
import { useReviewDrafts } from '@/stores/review-drafts';
import { isReviewErrorKey, REVIEW_LIMITS } from '@/lib/reviews/review-keys';
import styles from './review-form.module.css';

/** The form's values: the rating is the chosen star's radio value ("" for none). */
const EMPTY = { rating: '', title: '', comment: '', remember: false };

/**
 * The review form: rating, title, comment, remember-details. One zod schema for the
 * browser and the server action; errors sit next to their field and are announced; nothing typed
 * is lost on a refusal. Posting needs a signed-in shopper: the server action checks the session.
 */
export type ReviewFormProps = { itemCode: string; authorName: string; onPosted: (review: Review) => void };

export function ReviewForm({ itemCode, authorName, onPosted }: ReviewFormProps) {
  const t = useTranslations('ReviewForm');
  // The panel's texts the form shares: its heading, the sign-in link and the stars' names.
  const reviews = useTranslations('Reviews');
  const id = useId();
  const pathname = usePathname();
  const saveDraft = useReviewDrafts((s) => s.save);
  const discardDraft = useReviewDrafts((s) => s.discard);
  const [posted, setPosted] = useState(false);
  const [restored, setRestored] = useState(false);
  const { form, field, tick, choice, values, setValues, errors, failure, pending } = useActionForm({
    defaults: EMPTY,
    schema: () => import('@/lib/reviews/review-schema').then((m) => m.reviewFormFields),
    nativeKey: (name) =>
      name === 'rating' ? 'reviewErrorRating' : name === 'title' ? 'reviewErrorTitleShort' : 'reviewErrorCommentShort',
    action: (review): Promise<PostReviewResult> => {
      setPosted(false);
      return postReview(itemCode, { ...review, rating: Number(review.rating) });
    },
    onSuccess: (result, _values, tools) => {
      discardDraft(itemCode);
      tools.setValues(EMPTY);
      setPosted(true);
      onPosted(result.review);
    },
  });

  // A remembered draft comes back after hydration (storage is read in the browser only).
  const restore = useEffectEvent(() => {
    const draft = useReviewDrafts.getState().drafts[itemCode];
    if (draft) setValues({ ...draft, rating: draft.rating ? String(draft.rating) : '', remember: true });
    setRestored(true);
  });
  useEffect(() => {
    void Promise.resolve(useReviewDrafts.persist.rehydrate()).then(() => restore());
  }, [itemCode]);

  // What is typed is kept on this device while "remember" is ticked, and forgotten when it is not.
  useEffect(() => {
    if (!restored) return;
    if (values.remember)
      saveDraft(itemCode, { rating: Number(values.rating), title: values.title, comment: values.comment });
    else discardDraft(itemCode);
  }, [restored, values, saveDraft, discardDraft, itemCode]);

  const message = (key: string | undefined) =>
    key
      ? t(isReviewErrorKey(key) ? key : 'reviewErrorGeneric', {
          min: key.includes('Title') ? REVIEW_LIMITS.titleMin : REVIEW_LIMITS.commentMin,
          max: key.includes('Title') ? REVIEW_LIMITS.titleMax : REVIEW_LIMITS.commentMax,
        })
      : undefined;

  const rating = Number(values.rating);
  const ratingError = message(errors.rating);
  const titleError = message(errors.title);
  const commentError = message(errors.comment);

  const failureText =
    failure?.reason === 'duplicate'
      ? t('reviewDuplicate')
      : failure?.reason === 'ignored'
        ? t('reviewIgnored')
        : failure?.reason === 'login'
          ? t('reviewSessionExpired')
          : failure?.reason === 'rate-limited'
            ? t('reviewRateLimited')
            : failure?.reason === 'rejected'
              ? failure.message
                ? t('reviewRejectedWith', { message: failure.message })
                : t('reviewRejected')
              : failure
                ? t('reviewUnavailable')
                : null;

  return (
    <form className={styles.form} {...form} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {reviews('reviewWrite')}
      </h3>
      <p className={styles.as}>{t('reviewPostingAs', { name: authorName })}</p>

      <fieldset
        className={styles.rating}
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
        aria-invalid={ratingError ? true : undefined}
      >
        <legend className={styles.label}>
          {t('reviewYourRating')} <span aria-hidden="true">*</span>
        </legend>
        <div className={styles.stars}>
          {RATING_LABEL_KEYS.map((key, i) => {
            const stars = i + 1;
            return (
              <label key={key} className={styles.star} data-on={rating >= stars || undefined}>
                <input type="radio" required {...choice('rating', String(stars))} className={styles.starInput} />
                <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
                </svg>
                <span className="visually-hidden">{t('reviewStarsLabel', { count: stars, label: reviews(key) })}</span>
              </label>
            );
          })}
          <span className={styles.ratingText} aria-hidden="true">
            {rating ? reviews(RATING_LABEL_KEYS[rating - 1]!) : ''}
          </span>
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className={styles.error}>
            {ratingError}
          </p>
        )}
      </fieldset>

      <TextField
        label={t('reviewTitle')}
        required
        maxLength={REVIEW_LIMITS.titleMax + 20}
        error={titleError}
        {...field('title')}
      />
      <TextAreaField
        label={t('reviewComment')}
        required
        rows={5}
        hint={t('reviewCharacters', { count: values.comment.trim().length, max: REVIEW_LIMITS.commentMax })}
        error={commentError}
        {...field('comment')}
      />
      <CheckboxField label={t('reviewRemember')} hint={t('reviewRememberHint')} {...tick('remember')} />

      {failureText && (
        <FormAlert>
          <p>
            {failureText}{' '}
            {failure?.reason === 'login' && (
              <Link href={{ pathname: '/pages/login', query: { next: pathname } }}>{reviews('reviewLoginLink')}</Link>
            )}
          </p>
        </FormAlert>
      )}
      {posted && (
        <FormAlert tone="success">
          <p>{t('reviewPosted')}</p>
        </FormAlert>
      )}

      <button type="submit" className={buttonClass('dark')} disabled={pending}>
        {pending ? t('reviewSubmitting') : t('reviewSubmit')}
      </button>
    </form>
  );
}
