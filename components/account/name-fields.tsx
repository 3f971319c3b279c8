'use client';
import type { ComponentProps } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/field';
import styles from '@/components/ui/forms.module.css';

type NameField = Omit<ComponentProps<typeof TextField>, 'label'>;

/** A shopper's first and last names side by side, as registration asks them and the profile changes them. */
export function NameFields({ first, last }: { first: NameField; last: NameField }) {
  const t = useTranslations('Account');
  return (
    <div className={styles.row}>
      <TextField label={t('firstName')} autoComplete="given-name" required {...first} />
      <TextField label={t('lastName')} autoComplete="family-name" required {...last} />
    </div>
  );
}
