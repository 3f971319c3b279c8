import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './field.module.css';

/**
 * The shop's one form field: a label, the control, a hint and the translated error right below,
 * announced through aria-describedby and aria-invalid. `required` reaches the control itself, so
 * the browser's own checks (and screen readers) know it; the red star is only for the eye.
 */
interface FieldFrame {
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
}

function describedBy(id: string, hint: unknown, error: unknown, own?: string): string | undefined {
  return [own, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Notes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
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

function Frame({
  id,
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  required,
  children,
}: FieldFrame & { id: string; required?: boolean; children: ReactNode }) {
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
      {children}
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A text-like input; `trailing` sits inside its right edge (the password's show/hide button). */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  trailing,
  id: givenId,
  ...input
}: FieldFrame & Omit<ComponentPropsWithRef<'input'>, 'className'> & { trailing?: ReactNode }) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const control = (
    <input
      id={id}
      className={trailing ? `${styles.control} ${styles.withTrailing}` : styles.control}
      aria-invalid={error ? true : undefined}
      {...input}
      aria-describedby={describedBy(id, hint, error, input['aria-describedby'])}
    />
  );
  return (
    <Frame {...{ id, label, error, hint, hideLabel, optionalLabel, className }} required={input.required}>
      {trailing ? (
        <div className={styles.withinControl}>
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  id: givenId,
  ...area
}: FieldFrame & Omit<ComponentPropsWithRef<'textarea'>, 'className'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Frame {...{ id, label, error, hint, hideLabel, optionalLabel, className }} required={area.required}>
      <textarea
        id={id}
        className={`${styles.control} ${styles.area}`}
        aria-invalid={error ? true : undefined}
        {...area}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  id: givenId,
  children,
  ...select
}: FieldFrame & Omit<ComponentPropsWithRef<'select'>, 'className'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <Frame {...{ id, label, error, hint, hideLabel, optionalLabel, className }} required={select.required}>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        {...select}
        aria-describedby={describedBy(id, hint, error)}
      >
        {children}
      </select>
    </Frame>
  );
}

/** A tick box with its label beside it; `form` can tie it to a form elsewhere on the page. */
export function CheckboxField({
  label,
  error,
  hint,
  className,
  id: givenId,
  ...box
}: Omit<FieldFrame, 'hideLabel' | 'optionalLabel'> & Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        {...box}
        aria-describedby={describedBy(id, hint, error)}
      />
      <label htmlFor={id}>{label}</label>
      <Notes id={id} hint={hint} error={error} />
    </div>
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
