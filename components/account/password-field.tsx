'use client';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslations } from 'next-intl';
import { FormField } from './form-field';
import styles from './forms.module.css';

type Props = ComponentPropsWithRef<'input'> & { label: string; error?: string; hint?: string; optionalLabel?: string };

/** A password input with a show/hide button, so a shopper on a phone can check what was typed. */
export function PasswordField(props: Props) {
  const t = useTranslations('Account');
  const [shown, setShown] = useState(false);
  return (
    <FormField
      {...props}
      type={shown ? 'text' : 'password'}
      className={`${styles.input} ${styles.withReveal}`}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('hidePassword') : t('showPassword')}
          <span className="visually-hidden">: {props.label}</span>
        </button>
      }
    />
  );
}
