import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './forms.module.css';

interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Visually hidden label (compact newsletter forms); still read by screen readers. */
  hideLabel?: boolean;
  required?: boolean;
}

function Frame({ id, label, error, hint, hideLabel, required, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with its hint and error right below it, announced via aria-describedby/aria-invalid. */
export function TextField({ label, error, hint, hideLabel, required, ...input }: ComponentPropsWithRef<'input'> & FieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} hideLabel={hideLabel} required={required}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, hideLabel, required, ...area }: ComponentPropsWithRef<'textarea'> & FieldProps) {
  const id = useId();
  return (
    <Frame id={id} label={label} error={error} hint={hint} hideLabel={hideLabel} required={required}>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={required || undefined}
        {...area}
      />
    </Frame>
  );
}

/** A message about the whole form, read out when it appears (alert for failures, status otherwise). */
export function FormAlert({ tone = 'danger', children, id }: { tone?: 'danger' | 'success' | 'info'; children: ReactNode; id?: string }) {
  return (
    <div id={id} className={`${styles.alert} ${styles[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
