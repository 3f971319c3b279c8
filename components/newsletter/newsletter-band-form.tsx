'use client';
import type { ReactNode } from 'react';
import { NewsletterForm, type NewsletterStart } from './newsletter-form';
import type { NewsletterLook } from './newsletter-fields';
import { NewsletterTexts } from './newsletter-texts';

/**
 * The band's working form with its texts, which the page does not carry (0.3 KB gzip of every
 * page): newsletter-slot.tsx loads this module after the page, reads the texts, then shows it.
 */
export function BandForm({ start, standIn, ...look }: NewsletterLook & { start: NewsletterStart; standIn: ReactNode }) {
  return (
    // Read before it is shown: the form shows at once. Should they be lost since, the stand-in stays.
    <NewsletterTexts failed={() => standIn}>
      <NewsletterForm {...look} start={start} />
    </NewsletterTexts>
  );
}

/** The form's texts, read ahead in the shopper's language; rejects when they cannot be read. */
export const readBandTexts = NewsletterTexts.readAhead;
