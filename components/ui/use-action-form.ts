'use client';
import { useRef, useState, useTransition, type FocusEvent, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { focusFirst, nativeErrors, readValues, writeValues, type FormValues, type NativeFlag } from './form-values';

type Refusal = { ok: false; reason: string; fieldErrors?: Partial<Record<string, string>> };
type ActionResult = { ok: true } | Refusal;
type Check = (values: FormValues) => Promise<Record<string, string>>;
type Errors<V> = Partial<Record<keyof V & string, string>>;
type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;
/** What the form shows as its own message: every refusal but field errors. */
export type FormFailure<R> = Exclude<R, { ok: true } | { reason: 'invalid' }>;

interface FormTools<V, R> {
  /** Shows a message key next to a field (kept until that field changes); `focus` moves there. */
  setError(field: keyof V & string, key: string, focus?: boolean): void;
  setValues(values: Partial<V>): void;
  fail(failure: FormFailure<R>): void;
}

interface Options<V extends FormValues, R extends ActionResult> {
  /** Every field with its starting value; the inputs are uncontrolled (`defaultValue`). */
  defaults: V;
  /** The server action's own zod schema, imported only when the shopper first needs it. */
  schema: () => Promise<ZodType<unknown, Record<string, unknown>>>;
  /** The message key for a constraint the browser caught before the schema arrived. */
  nativeKey: (field: keyof V & string, flag: NativeFlag) => string;
  action: (values: V) => Promise<R>;
  onSuccess: (result: Extract<R, { ok: true }>, values: V, tools: FormTools<V, R>) => void;
  /** A refusal this form answers itself; return true when it did. */
  onRefusal?: (result: Exclude<R, { ok: true }>, tools: FormTools<V, R>) => boolean;
}

/**
 * One form's life, shared by the shop's forms: browser checks first, then the server action's zod
 * schema (loaded on first focus or submit, so a page with a form costs nothing until it is used),
 * then the action in a transition. Errors appear once a field has been left (or the form sent) and
 * follow each change from then on; the server's field errors stay until their field changes;
 * nothing typed is lost on a refusal. A submit before the schema has arrived waits for it.
 */
export function useActionForm<V extends FormValues, R extends ActionResult>(options: Options<V, R>) {
  const { defaults, nativeKey } = options;
  const names = Object.keys(defaults) as (keyof V & string)[];
  const formRef = useRef<HTMLFormElement>(null);
  const checkRef = useRef<Promise<Check | null> | null>(null);
  const touched = useRef(new Set<string>());
  const fromServer = useRef(new Set<string>());
  const round = useRef(0);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [failure, setFailure] = useState<FormFailure<R> | null>(null);
  const [pending, startTransition] = useTransition();

  const load = (): Promise<Check | null> => {
    checkRef.current ??= Promise.all([import('./form-check'), options.schema()])
      .then(
        ([m, schema]): Check =>
          (values) =>
            m.checkWithSchema(schema, values),
      )
      .catch(() => {
        // Offline or a stale deploy: the server action still checks everything; try again next time.
        checkRef.current = null;
        return null;
      });
    return checkRef.current;
  };

  const findErrors = async (form: HTMLFormElement): Promise<Record<string, string>> => {
    const native = nativeErrors(form, names, (field, flag) => nativeKey(field as keyof V & string, flag));
    if (Object.keys(native).length > 0) return native;
    const check = await load();
    return check ? check(readValues(form, defaults)) : {};
  };

  const showFor = (found: Record<string, string>, fields: Iterable<string>) =>
    setErrors((previous) => {
      const next: Errors<V> = { ...previous };
      for (const field of fields) if (!fromServer.current.has(field)) next[field as keyof V & string] = found[field];
      return next;
    });

  const revalidate = async () => {
    const form = formRef.current;
    if (!form || touched.current.size === 0) return;
    const mine = ++round.current;
    const found = await findErrors(form);
    if (mine === round.current) showFor(found, touched.current);
  };

  const tools: FormTools<V, R> = {
    setError: (field, key, focus) => {
      fromServer.current.add(field);
      setErrors((previous) => ({ ...previous, [field]: key }));
      if (focus && formRef.current) focusFirst(formRef.current, { [field]: key });
    },
    setValues: (values) => formRef.current && writeValues(formRef.current, values as FormValues),
    fail: setFailure,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setFailure(null);
    fromServer.current.clear();
    for (const name of names) touched.current.add(name);
    const mine = ++round.current;
    startTransition(async () => {
      const found = await findErrors(form);
      if (mine !== round.current) return;
      showFor(found, names);
      if (Object.keys(found).length > 0) return focusFirst(form, found);
      const values = readValues(form, defaults);
      let result: R;
      try {
        result = await options.action(values);
      } catch {
        result = { ok: false, reason: 'unavailable' } as R;
      }
      const { onSuccess, onRefusal } = options;
      if (result.ok) return onSuccess(result as Extract<R, { ok: true }>, values, tools);
      const refusal = result as Exclude<R, { ok: true }>;
      if (onRefusal?.(refusal, tools)) return;
      if (refusal.reason === 'invalid') {
        const fieldErrors = refusal.fieldErrors ?? {};
        for (const [field, key] of Object.entries(fieldErrors)) if (key) tools.setError(field as keyof V & string, key);
        return focusFirst(form, fieldErrors);
      }
      setFailure(refusal as FormFailure<R>);
    });
  };

  const fieldName = (event: { target: EventTarget }) =>
    event.target instanceof Element ? event.target.getAttribute('name') : null;

  return {
    pending,
    errors,
    failure,
    setError: tools.setError,
    /** Spread on the `<form>`: submit, and the focus that starts loading the schema. */
    form: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      onFocus: () => void load(),
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const name = fieldName(event);
        if (!name || !names.includes(name as keyof V & string)) return;
        touched.current.add(name);
        void revalidate();
      },
      onChange: (event: FormEvent<HTMLFormElement>) => {
        const name = fieldName(event);
        if (!name) return;
        fromServer.current.delete(name);
        if (touched.current.has(name)) void revalidate();
      },
    },
    /** Spread on a field's control: its name and starting value. */
    field: (name: KeysOf<V, string>) => ({ name, defaultValue: defaults[name] as string }),
    /** Spread on a tick box: its name and whether it starts ticked. */
    tick: (name: KeysOf<V, boolean>) => ({ name, defaultChecked: defaults[name] as boolean }),
  };
}
