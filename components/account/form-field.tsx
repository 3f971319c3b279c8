import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * One labelled input with its hint and its error right below it, announced through
 * aria-describedby and aria-invalid. Used inside the account forms' client islands.
 */
export function FormField({
  label,
  error,
  hint,
  required,
  optionalLabel,
  trailing,
  ...input
}: ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  trailing?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : optionalLabel ? (
          <span className={styles.optional}> {optionalLabel}</span>
        ) : null}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
          className={input.className ?? styles.input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form (wrong credentials, rate limit, outage), read out when it appears. */
export function FormAlert({ tone = 'danger', children, id }: { tone?: 'danger' | 'success' | 'info'; children: ReactNode; id?: string }) {
  return (
    <div id={id} className={`${styles.alert} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
