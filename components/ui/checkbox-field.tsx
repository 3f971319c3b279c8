import { useId, type ComponentPropsWithRef } from 'react';
import { describedBy, Notes, type FieldFrame } from './field-frame';
import styles from './field.module.css';

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
