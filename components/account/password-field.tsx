'use client';
import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/field';
import styles from './password-field.module.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'className'> & {
  label: string;
  error?: string;
  hint?: string;
  optionalLabel?: string;
};

/** A password input with a show/hide button, so a shopper on a phone can check what was typed. */
export function PasswordField(props: Props) {
  const t = useTranslations('Account');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button type="button" className={styles.reveal} onClick={() => setShown((s) => !s)}>
          {shown ? t('hidePassword') : t('showPassword')}
          <span className="visually-hidden">: {props.label}</span>
        </button>
      }
    />
  );
}
