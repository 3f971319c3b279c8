import type { ComponentPropsWithRef } from 'react';
import { Framed, type FieldFrame } from './field-frame';
import styles from './field.module.css';

/** A select in the shop's field frame (field.tsx). */
export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  optionalLabel,
  className,
  id,
  ...select
}: FieldFrame & Omit<ComponentPropsWithRef<'select'>, 'className'>) {
  return (
    <Framed
      {...{ label, error, hint, hideLabel, optionalLabel, className, id }}
      required={select.required}
      control={(aria) => <select className={styles.control} {...select} {...aria} />}
    />
  );
}
