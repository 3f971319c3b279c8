'use client';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field';
import styles from './checkout.module.css';

/** The shopper's note to the shop, copied onto the order. */
export function OrderNotesSection({ field, error }: { field: ComponentProps<'textarea'>; error?: string }) {
  const t = useTranslations('Checkout');
  return (
    <section className={styles.section} aria-labelledby="checkout-notes">
      <h2 id="checkout-notes" className={styles.sectionTitle}>
        {t('sections.notes')}
      </h2>
      <TextAreaField
        id="order_comment"
        label={t('fields.order_comment')}
        placeholder={t('fields.order_commentPlaceholder')}
        error={error}
        {...field}
        maxLength={1000}
        rows={3}
      />
    </section>
  );
}
