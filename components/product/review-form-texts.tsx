'use client';
import { fetchedTexts } from '@/components/ui/fetched-texts';
import { TextsFailed } from '@/components/ui/texts-failed';
import { ReviewForm, type ReviewFormProps } from './review-form';

/**
 * The review form's texts, read when the form first shows: only a signed-in shopper sees it, so
 * the product page every other visitor and crawler gets carries none of them.
 */
const ReviewFormTexts = fetchedTexts('review-form');

/**
 * The form inside its texts' provider: the module the reviews panel loads when it shows the form,
 * so the reader and its texts come with the form's code, not with every product page.
 */
export function ReviewFormWithTexts(props: ReviewFormProps) {
  return (
    <ReviewFormTexts failed={(retry) => <TextsFailed retry={retry} />}>
      <ReviewForm {...props} />
    </ReviewFormTexts>
  );
}
