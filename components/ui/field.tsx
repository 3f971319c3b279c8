import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Framed, type FieldFrame } from './field-frame';
import styles from './field.module.css';

/**
 * The shop's one form field: a label, the control, a hint and the translated error right below
 * (field-frame.tsx). A text-like input here; text-area-field.tsx, select-field.tsx and
 * checkbox-field.tsx are the other kinds, each its own file so a page loads only the kinds it has
 * (the footer's newsletter form is on every page).
 */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  trailing,
  id,
  ...input
}: FieldFrame & Omit<ComponentPropsWithRef<'input'>, 'className'> & { trailing?: ReactNode }) {
  return (
    <Framed
      {...{ label, error, hint, hideLabel, optionalLabel, className, id }}
      required={input.required}
      describedBy={input['aria-describedby']}
      control={(aria) => {
        // `trailing` sits inside the input's right edge (the password's show/hide button).
        const control = (
          <input
            className={trailing ? `${styles.control} ${styles.withTrailing}` : styles.control}
            {...input}
            {...aria}
          />
        );
        return trailing ? (
          <div className={styles.withinControl}>
            {control}
            {trailing}
          </div>
        ) : (
          control
        );
      }}
    />
  );
}

/** A message about the whole form, read out when it appears (alert for failures, status otherwise). */
export function FormAlert({
  tone = 'danger',
  children,
  id,
}: {
  tone?: 'danger' | 'success' | 'info';
  children: ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className={`${styles.alert} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
