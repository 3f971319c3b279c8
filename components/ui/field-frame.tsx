import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What every field has around its control: the label, a hint and the translated error. */
export interface FieldFrame {
  label: ReactNode;
  /** The translated error; empty when the value is fine. */
  error?: string;
  hint?: ReactNode;
  /** Label read by screen readers only (compact newsletter forms). */
  hideLabel?: boolean;
  /** Shown beside the label of a field that may stay empty ("optional"). */
  optionalLabel?: string;
  /** Class for the field's box (grid placement in the caller's layout). */
  className?: string;
  id?: string;
}

/** What a control needs from its frame: its id and how it tells assistive technology about errors. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function describedBy(id: string, hint: unknown, error: unknown, own?: string): string | undefined {
  return [own, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
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
    </>
  );
}

/**
 * A control with its label above and its notes below, announced through aria-describedby (after
 * any description of the caller's own, `describedBy`) and aria-invalid. The red star is only for
 * the eye: `required` reaches the control itself.
 */
export function Framed({
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  id: givenId,
  required,
  describedBy: own,
  control,
}: FieldFrame & { required?: boolean; describedBy?: string; control: (aria: ControlAria) => ReactNode }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : optionalLabel ? (
          <>
            {' '}
            <span className={styles.optional}>{optionalLabel}</span>
          </>
        ) : null}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, hint, error, own),
      })}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}
