import type { ComponentPropsWithRef } from 'react';
import { Framed, type FieldFrame } from './field-frame';
import styles from './field.module.css';

/** A text area in the shop's field frame (field.tsx). */
export function TextAreaField({
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  id,
  ...area
}: FieldFrame & Omit<ComponentPropsWithRef<'textarea'>, 'className'>) {
  return (
    <Framed
      {...{ label, error, hint, hideLabel, optionalLabel, className, id }}
      required={area.required}
      control={(aria) => <textarea className={`${styles.control} ${styles.area}`} {...area} {...aria} />}
    />
  );
}
