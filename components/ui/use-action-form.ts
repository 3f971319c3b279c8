'use client';
import { startTransition, useActionState, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { focusFirst, nativeErrors, type NativeFlag } from './form-native';
import type { FormValues } from './form-values';

type Refusal = { ok: false; reason: string; fieldErrors?: Partial<Record<string, string>> };
export type ActionResult = { ok: true } | Refusal;
export type Name<V> = keyof V & string;
export type Errors<V> = Partial<Record<Name<V>, string>>;
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** What the form shows as its own message: every refusal but field errors. */
export type FormFailure<R> = Exclude<R, { ok: true } | { reason: 'invalid' }>;

export interface FormTools<V, R> {
  /** Shows a message key next to a field (kept until that field changes); `focus` moves there. */
  setError(field: Name<V>, key: string, focus?: boolean): void;
  /** Puts values in the fields (and in those not on the page); a field showing an error is checked again. */
  setValues(values: Partial<V>): void;
  fail(failure: FormFailure<R>): void;
}

export interface FormOptions<V extends FormValues, R extends ActionResult> {
  /** Every field with its starting value; the inputs are uncontrolled (`defaultValue`). */
  defaults: V;
  /** The server action's own zod schema, imported only when the shopper first needs it. */
  schema: () => Promise<$ZodType>;
  /** The message key for a constraint the browser caught before the schema arrived. */
  nativeKey: (field: Name<V>, flag: NativeFlag) => string;
  action: (values: V) => Promise<R>;
  onSuccess?: (result: Extract<R, { ok: true }>, values: V, tools: FormTools<V, R>) => void;
  /** A refusal this form answers itself; return true when it did. */
  onRefusal?: (result: Exclude<R, { ok: true }>, tools: FormTools<V, R>) => boolean;
}

/** What a form keeps between events, outside React's state (nothing here is drawn). */
export interface FormMemory<V> {
  /** The values last seen, those of fields not on the page included. */
  known: V;
  shown: Errors<V>;
  touched: Set<string>;
  edited: Set<string>;
  /** Fields showing the server's error, kept until they change. */
  fromServer: Set<string>;
  /** Counts checks, so an older one that answers late is ignored. */
  round: number;
  sending: boolean;
  checkReady: boolean;
  /** The schema, asked for once. */
  schema: Promise<$ZodType> | null;
  check: Promise<((values: FormValues) => Promise<Record<string, string>>) | null> | null;
  /** form-run.ts, asked for once: the work events hand it runs in the order they came. */
  core: Promise<typeof import('./form-run')> | null;
}

/** One form at the moment of an event: what form-run.ts works with. */
export interface FormRun<V extends FormValues, R extends ActionResult> {
  form: HTMLFormElement | null;
  memory: FormMemory<V>;
  options: FormOptions<V, R>;
  remember(values: Partial<V>): void;
  show(errors: Errors<V>): void;
}

/**
 * The shop's one way to make a form, on React's own `useActionState`: browser checks first, then
 * the server action's zod schema, then the action. Errors appear once a field has been left (or
 * the form sent) and follow each change from then on; the server's field errors stay until their
 * field changes; nothing typed is lost on a refusal. A submit before the schema has arrived waits
 * for it; a second submit while one is on its way does nothing. `values` follows every change, for
 * what the page shows from them (a section a tick box opens, a count of characters).
 *
 * This file is what a page with a form loads with it: the state, the fields' props and the
 * browser's own checks on submit. The rest (form-run.ts), zod and the schema load on the form's
 * first focus, so a form costs next to nothing until it is used: the footer's newsletter form is
 * on every page.
 */
export function useActionForm<V extends FormValues, R extends ActionResult>(options: FormOptions<V, R>) {
  const { defaults } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setKnown] = useState(defaults);
  const [errors, setShown] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const memoryRef = useRef<FormMemory<V> | null>(null);

  const memory = (): FormMemory<V> =>
    (memoryRef.current ??= {
      known: defaults,
      shown: {},
      touched: new Set(),
      edited: new Set(),
      fromServer: new Set(),
      round: 0,
      sending: false,
      checkReady: false,
      schema: null,
      check: null,
      core: null,
    });
  const remember = (next: Partial<V>) => {
    const m = memory();
    m.known = { ...m.known, ...next };
    setKnown(m.known);
  };
  const show = (next: Errors<V>) => {
    memory().shown = next;
    setShown(next);
  };
  const run = (): FormRun<V, R> => ({ form: formRef.current, memory: memory(), options, remember, show });
  const core = () => (memory().core ??= import('./form-run'));
  const later = (work: (core: typeof import('./form-run'), run: FormRun<V, R>) => unknown) =>
    void core()
      .then((m) => work(m, run()))
      .catch(() => {
        // Offline or a stale deploy: the next event asks again; a submit says so.
        memory().core = null;
      });
  const warm = () => {
    const m = memory();
    // The schema's download starts beside form-run's, not after it.
    if (!m.schema) (m.schema = options.schema()).catch(() => undefined);
    later((m, r) => m.load(r));
  };

  const [failure, dispatch, pending] = useActionState(
    async (_previous: FormFailure<R> | null, form: HTMLFormElement): Promise<FormFailure<R> | null> => {
      try {
        return await (await core()).send(run(), form);
      } catch {
        memory().core = null;
        return { ok: false, reason: 'unavailable' } as FormFailure<R>;
      } finally {
        memory().sending = false;
      }
    },
    null,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const m = memory();
    if (m.sending) return;
    const form = event.currentTarget;
    setSubmitted(true);
    // What the browser finds needs no schema: said at once, even if the schema never arrives.
    const native = nativeErrors(form, Object.keys(defaults), options.nativeKey as (f: string, n: NativeFlag) => string);
    if (Object.keys(native).length > 0 && !m.checkReady) {
      show(native as Errors<V>);
      focusFirst(form, native);
      later((m, r) => m.sent(r));
      return;
    }
    m.sending = true;
    startTransition(() => dispatch(form));
  };

  const onChange = (event: ChangeEvent<Control>) => {
    const { name, type, value, checked } = event.target as HTMLInputElement;
    if (type === 'radio' && !checked) return;
    // Known at once, not once form-run.ts has arrived: a value filled in meanwhile must not replace it.
    memory().edited.add(name);
    remember({ [name]: type === 'checkbox' ? checked : value } as Partial<V>);
    later((m, r) => m.changed(r, name));
  };
  const onBlur = (event: { target: { name: string } }) => later((m, r) => m.left(r, event.target.name));

  return {
    /** Sending: from the submit until the action has answered (the checks included). */
    pending,
    errors,
    /** The last refusal the form shows itself; none while another attempt is on its way. */
    failure: pending ? null : failure,
    /** Whether the shopper has sent the form at least once. */
    submitted,
    values,
    setValues: (next: Partial<V>) => {
      remember(next);
      later((m, r) => m.write(r, next));
    },
    /**
     * Whether a value filled in now would take the shopper's place in this field: they changed it,
     * or they are in it (a value written between their selecting its text and typing would be
     * typed after).
     */
    edited: (field: Name<V>) => {
      const focused = document.activeElement as Control | null;
      const form = formRef.current;
      return memory().edited.has(field) || (form !== null && focused?.form === form && focused.name === field);
    },
    /** Fetches the checks ahead of the first focus (the checkout, once the page is idle). */
    preload: warm,
    /** Spread on the `<form>`: submit, and the focus that starts loading the checks. */
    form: { ref: formRef, noValidate: true, onSubmit, onFocus: warm },
    /** Spread on a field's control: its name, the value it shows and what follows its changes. */
    field: (name: KeysOf<V, string>) => ({ name, defaultValue: values[name] as string, onChange, onBlur }),
    /** Spread on a tick box. */
    tick: (name: KeysOf<V, boolean>) => ({ name, defaultChecked: values[name] as boolean, onChange, onBlur }),
    /** Spread on one radio of a group. */
    choice: (name: KeysOf<V, string>, value: string) => ({
      name,
      value,
      defaultChecked: values[name] === value,
      onChange,
      onBlur,
    }),
  };
}
