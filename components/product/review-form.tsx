'use client';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { postReview, type PostReviewResult } from './review-actions';
import { buttonClass } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert, TextField } from '@/components/ui/field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { Link, usePathname } from '@/i18n/navigation';
import type { Review } from '@/lib/domain/reviews';
import { RATING_LABEL_KEYS } from '@/lib/domain/reviews';
import { useReviewDrafts } from '@/stores/review-drafts';
import { isReviewErrorKey, REVIEW_LIMITS, reviewFormSchema, type ReviewFormValues } from '@/lib/reviews/review-schema';
import styles from './review-form.module.css';

type Failure = Exclude<PostReviewResult, { ok: true } | { reason: 'invalid' }>;

const EMPTY: ReviewFormValues = { rating: 0, title: '', comment: '', remember: false };

/**
 * The review form: rating, title, comment, remember-details. One zod schema for the
 * browser and the server action; errors sit next to their field and are announced; nothing typed
 * is lost on a refusal. Posting needs a signed-in shopper: the server action checks the session.
 */
export function ReviewForm({
  itemCode,
  authorName,
  onPosted,
}: {
  itemCode: string;
  authorName: string;
  onPosted: (review: Review) => void;
}) {
  const t = useTranslations('Product');
  const id = useId();
  const pathname = usePathname();
  const saveDraft = useReviewDrafts((s) => s.save);
  const discardDraft = useReviewDrafts((s) => s.discard);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [posted, setPosted] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues>({ resolver: zodResolver(reviewFormSchema), defaultValues: EMPTY, mode: 'onTouched' });

  // A remembered draft comes back after hydration (storage is read in the browser only).
  useEffect(() => {
    void Promise.resolve(useReviewDrafts.persist.rehydrate()).then(() => {
      const draft = useReviewDrafts.getState().drafts[itemCode];
      if (draft) reset({ ...draft, remember: true });
    });
  }, [itemCode, reset]);

  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (values.remember)
          saveDraft(itemCode, { rating: values.rating ?? 0, title: values.title ?? '', comment: values.comment ?? '' });
        else discardDraft(itemCode);
      },
    });
  }, [subscribe, saveDraft, discardDraft, itemCode]);

  const message = (key: string | undefined) =>
    key
      ? t(isReviewErrorKey(key) ? key : 'reviewErrorGeneric', {
          min: key.includes('Title') ? REVIEW_LIMITS.titleMin : REVIEW_LIMITS.commentMin,
          max: key.includes('Title') ? REVIEW_LIMITS.titleMax : REVIEW_LIMITS.commentMax,
        })
      : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPosted(false);
    let result: PostReviewResult;
    try {
      result = await postReview(itemCode, values);
    } catch {
      result = { ok: false, reason: 'unavailable' };
    }
    if (result.ok) {
      discardDraft(itemCode);
      reset(EMPTY);
      setPosted(true);
      onPosted(result.review);
      return;
    }
    if (result.reason === 'invalid') {
      const fields = ['rating', 'title', 'comment'] as const;
      for (const field of fields) {
        const key = result.fieldErrors[field];
        if (key) setError(field, { type: 'server', message: key });
      }
      const first = fields.find((f) => result.fieldErrors[f]);
      if (first && first !== 'rating') setFocus(first);
      return;
    }
    setFailure(result);
  });

  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const rating = useWatch({ control, name: 'rating' });
  const ratingError = message(errors.rating?.message);
  const titleError = message(errors.title?.message);
  const commentError = message(errors.comment?.message);

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
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {t('reviewWrite')}
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
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <div className={styles.stars} onBlur={field.onBlur}>
              {RATING_LABEL_KEYS.map((key, i) => {
                const stars = i + 1;
                return (
                  <label key={key} className={styles.star} data-on={(rating ?? 0) >= stars || undefined}>
                    <input
                      type="radio"
                      name={field.name}
                      value={stars}
                      checked={field.value === stars}
                      onChange={() => field.onChange(stars)}
                      className={styles.starInput}
                      ref={stars === 1 ? field.ref : undefined}
                    />
                    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
                    </svg>
                    <span className="visually-hidden">{t('reviewStarsLabel', { count: stars, label: t(key) })}</span>
                  </label>
                );
              })}
              <span className={styles.ratingText} aria-hidden="true">
                {rating ? t(RATING_LABEL_KEYS[rating - 1]!) : ''}
              </span>
            </div>
          )}
        />
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
        {...register('title')}
      />
      <TextAreaField
        label={t('reviewComment')}
        required
        rows={5}
        hint={t('reviewCharacters', { count: comment.trim().length, max: REVIEW_LIMITS.commentMax })}
        error={commentError}
        {...register('comment')}
      />
      <CheckboxField label={t('reviewRemember')} hint={t('reviewRememberHint')} {...register('remember')} />

      {failureText && (
        <FormAlert>
          <p>
            {failureText}{' '}
            {failure?.reason === 'login' && (
              <Link href={{ pathname: '/pages/login', query: { next: pathname } }}>{t('reviewLoginLink')}</Link>
            )}
          </p>
        </FormAlert>
      )}
      {posted && (
        <FormAlert tone="success">
          <p>{t('reviewPosted')}</p>
        </FormAlert>
      )}

      <button type="submit" className={buttonClass('dark')} disabled={isSubmitting}>
        {isSubmitting ? t('reviewSubmitting') : t('reviewSubmit')}
      </button>
    </form>
  );
}
