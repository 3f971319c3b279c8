'use client';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './field.module.css';

interface FieldFrame {
  id: string;
  label: string;
  /** The translated error, shown under the field and announced through aria-describedby. */
  error?: string;
  hint?: string;
  required?: boolean;
  requiredLabel?: string;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Frame({ id, label, error, hint, required, requiredLabel, className, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required}>
            <span aria-hidden="true"> *</span>
            {requiredLabel && <span className="visually-hidden"> ({requiredLabel})</span>}
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

type InputProps = FieldFrame & { registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'>;

export function TextField({ id, label, error, hint, required, requiredLabel, className, registration, ...input }: InputProps) {
  return (
    <Frame {...{ id, label, error, hint, required, requiredLabel, className }}>
      <input
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        {...input}
        {...registration}
      />
    </Frame>
  );
}

type SelectProps = FieldFrame & { registration: UseFormRegisterReturn; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required'>;

export function SelectField({ id, label, error, hint, required, requiredLabel, className, registration, children, ...select }: SelectProps) {
  return (
    <Frame {...{ id, label, error, hint, required, requiredLabel, className }}>
      <select
        id={id}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        aria-required={required || undefined}
        {...select}
        {...registration}
      >
        {children}
      </select>
    </Frame>
  );
}

type AreaProps = FieldFrame & { registration: UseFormRegisterReturn } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required'>;

export function TextAreaField({ id, label, error, hint, required, requiredLabel, className, registration, ...area }: AreaProps) {
  return (
    <Frame {...{ id, label, error, hint, required, requiredLabel, className }}>
      <textarea
        id={id}
        className={`${styles.control} ${styles.area}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...area}
        {...registration}
      />
    </Frame>
  );
}

/** A tick box; `form` ties it to the checkout form from outside it (the summary beside the form). */
export function CheckboxField({ id, label, hint, error, form, registration }: { id: string; label: ReactNode; hint?: string; error?: string; form?: string; registration: UseFormRegisterReturn }) {
  return (
    <div className={styles.check} data-invalid={error ? '' : undefined}>
      <input id={id} type="checkbox" form={form} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} {...registration} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.checkHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={`${styles.error} ${styles.checkError}`}>
          {error}
        </p>
      )}
    </div>
  );
}
