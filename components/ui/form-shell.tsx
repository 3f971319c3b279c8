import { useId, type ComponentProps, type ReactNode } from 'react';
import { buttonClass } from './button';
import { FormAlert } from './field';
import styles from './forms.module.css';

/**
 * The frame of a form on a page of its own (the account's, order tracking, the withdrawal's first
 * step, contact): what comes before, the form's one message when it was refused (read out and
 * named by the form's `aria-describedby`), the fields, then the submit button, which is locked
 * and busy while the form is on its way, with what goes beside it and a line under it. The
 * fields' own layout is `forms.module.css` (`row`, `fieldset`, `check`, `small`).
 */
export function FormShell({
  form,
  lead,
  alert,
  submit,
  pending,
  block = false,
  beside,
  after,
  describedBy,
  className,
  children,
  ...attributes
}: {
  /** The form hook's props for the `<form>` (use-action-form.ts). */
  form: ComponentProps<'form'>;
  /** A heading or introduction above the message. */
  lead?: ReactNode;
  /** The refusal, in the shop's words; nothing while there is none. */
  alert?: ReactNode;
  /** The button's text (while sending too). */
  submit: string;
  pending: boolean;
  /** A button as wide as the form. */
  block?: boolean;
  beside?: ReactNode;
  /** A line under the button (a link elsewhere). */
  after?: ReactNode;
  /** What else describes the form (a note, a success message). */
  describedBy?: string;
  children: ReactNode;
} & Omit<ComponentProps<'form'>, 'aria-describedby' | 'children'>) {
  const alertId = useId();
  const describers = [alert ? alertId : null, describedBy].filter(Boolean).join(' ');
  return (
    <form
      {...form}
      {...attributes}
      className={className ? `${styles.form} ${className}` : styles.form}
      aria-describedby={describers || undefined}
    >
      {lead}
      {alert && <FormAlert id={alertId}>{alert}</FormAlert>}
      {children}
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClass('primary', { block })}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {submit}
        </button>
        {beside}
      </div>
      {after && <p className={styles.small}>{after}</p>}
    </form>
  );
}
