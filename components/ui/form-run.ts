import { safeParseAsync, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { focusFirst, nativeErrors, type NativeFlag } from './form-native';
import { nestValues, readValues, writeValues, type FormValues } from './form-values';
import type { ActionResult, Errors, FormFailure, FormRun, FormTools, Name } from './use-action-form';

/**
 * What a form of the shop does once it is used (use-action-form.ts loads this on the form's first
 * focus, beside the form's schema and zod): it checks with the schema and sends. Never in a page's
 * first load: zod is about 30 KiB that a shopper who only looks at the page should not pay for.
 */
type Run<V extends FormValues, R extends ActionResult> = FormRun<V, R>;

/** A union's own message says only "invalid input": the branch that came closest says what is wrong. */
function messageOf(issue: $ZodIssue): string {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue.message;
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest[0]?.message ?? issue.message;
}

/** The first message key per field, named as the form names it (`shipping.city`), as the schema words it. */
export async function checkWithSchema(schema: $ZodType, values: FormValues): Promise<Record<string, string>> {
  const result = await safeParseAsync(schema, nestValues(values));
  const keys: Record<string, string> = {};
  if (result.success) return keys;
  for (const issue of result.error.issues) keys[issue.path.join('.')] ??= messageOf(issue);
  return keys;
}

export function load<V extends FormValues, R extends ActionResult>({ memory, options }: Run<V, R>) {
  memory.check ??= (memory.schema ??= options.schema())
    .then((schema) => {
      memory.checkReady = true;
      return (values: FormValues) => checkWithSchema(schema, values);
    })
    .catch(() => {
      // Offline or a stale deploy: the server action still checks everything; try again next time.
      memory.check = null;
      memory.schema = null;
      return null;
    });
  return memory.check;
}

/** The browser's findings at once; with the schema's (waited for unless the browser found something first). */
async function findErrors<V extends FormValues, R extends ActionResult>(
  run: Run<V, R>,
  form: HTMLFormElement,
): Promise<Record<string, string>> {
  const { memory, options } = run;
  const names = Object.keys(options.defaults);
  const native = nativeErrors(form, names, options.nativeKey as (field: string, flag: NativeFlag) => string);
  if (Object.keys(native).length > 0 && !memory.checkReady) return native;
  const check = await load(run);
  return { ...native, ...(check ? await check(readValues(form, memory.known)) : {}) };
}

function showFor<V extends FormValues, R extends ActionResult>(
  { memory, show }: Run<V, R>,
  found: Record<string, string>,
  fields: Iterable<string>,
) {
  const next: Errors<V> = { ...memory.shown };
  for (const field of fields) if (!memory.fromServer.has(field)) next[field as Name<V>] = found[field];
  show(next);
}

/** Checks again the fields the shopper has left (or those given), unless another check starts meanwhile. */
async function revalidate<V extends FormValues, R extends ActionResult>(
  run: Run<V, R>,
  fields: Iterable<string> = run.memory.touched,
) {
  const { form, memory } = run;
  const mine = ++memory.round;
  if (!form) return;
  const found = await findErrors(run, form);
  if (mine === memory.round) showFor(run, found, fields);
}

function setError<V extends FormValues, R extends ActionResult>(
  { form, memory, show }: Run<V, R>,
  field: Name<V>,
  key: string,
  focus?: boolean,
) {
  memory.fromServer.add(field);
  show({ ...memory.shown, [field]: key });
  if (focus && form) focusFirst(form, { [field]: key });
}

/** Puts values in the form's controls; a field showing an error is checked again. */
export function write<V extends FormValues, R extends ActionResult>(run: Run<V, R>, values: Partial<V>) {
  if (run.form) writeValues(run.form, values as FormValues);
  const wrong = Object.keys(values).filter((field) => run.memory.shown[field as Name<V>]);
  if (wrong.length > 0) void revalidate(run, wrong);
}

/** A field the shopper changed: the server's error on it goes; once left, it is checked as it changes. */
export function changed<V extends FormValues, R extends ActionResult>(run: Run<V, R>, field: string) {
  const { memory } = run;
  memory.fromServer.delete(field);
  if (memory.touched.has(field)) void revalidate(run);
}

/** A field the shopper left: checked from now on. */
export function left<V extends FormValues, R extends ActionResult>(run: Run<V, R>, field: string) {
  run.memory.touched.add(field);
  void revalidate(run);
}

/** A submit: every field is checked from now on, and the server's old errors go. */
export function sent<V extends FormValues, R extends ActionResult>({ memory, options }: Run<V, R>) {
  memory.fromServer.clear();
  for (const name of Object.keys(options.defaults)) memory.touched.add(name);
}

/** A submit: every check, then the action; answers the refusal the form shows itself, if any. */
export async function send<V extends FormValues, R extends ActionResult>(
  run: Run<V, R>,
  form: HTMLFormElement,
): Promise<FormFailure<R> | null> {
  const { memory, options } = run;
  const names = Object.keys(options.defaults);
  sent(run);
  const mine = ++memory.round;
  const found = await findErrors(run, form);
  if (mine !== memory.round) return null;
  showFor(run, found, names);
  if (Object.keys(found).length > 0) {
    focusFirst(form, found);
    return null;
  }
  const values = readValues(form, memory.known);
  let failed: FormFailure<R> | null = null;
  const tools: FormTools<V, R> = {
    setError: (field, key, focus) => setError(run, field, key, focus),
    setValues: (next) => {
      run.remember(next);
      write(run, next);
    },
    fail: (failure) => (failed = failure),
  };
  let result: R;
  try {
    result = await options.action(values);
  } catch {
    result = { ok: false, reason: 'unavailable' } as R;
  }
  if (result.ok) {
    options.onSuccess?.(result as Extract<R, { ok: true }>, values, tools);
    return failed;
  }
  const refusal = result as Exclude<R, { ok: true }>;
  if (options.onRefusal?.(refusal, tools)) return failed;
  if (refusal.reason !== 'invalid') return refusal as unknown as FormFailure<R>;
  const fieldErrors = refusal.fieldErrors ?? {};
  for (const [field, key] of Object.entries(fieldErrors)) if (key) setError(run, field as Name<V>, key);
  focusFirst(form, fieldErrors);
  return null;
}
