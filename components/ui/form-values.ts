/**
 * The DOM side of the shop's forms: their inputs are uncontrolled, so values are read from and
 * written to the form element, and the browser's own constraint checks (`required`, `type=email`,
 * `minLength`, `pattern`) are read from each control's validity before any form library has loaded.
 */
export type FormValues = Record<string, string | boolean>;

/** The browser's constraint failures a form can name a message for, in the order they are reported. */
const NATIVE_FLAGS = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooShort', 'tooLong'] as const;
export type NativeFlag = (typeof NATIVE_FLAGS)[number];

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlOf(form: HTMLFormElement, name: string): Control | RadioNodeList | null {
  const item = form.elements.namedItem(name);
  if (
    item instanceof HTMLInputElement ||
    item instanceof HTMLTextAreaElement ||
    item instanceof HTMLSelectElement ||
    item instanceof RadioNodeList
  )
    return item;
  return null;
}

/** What the shopper typed, shaped like the defaults (a field missing from the page keeps its default). */
export function readValues<V extends FormValues>(form: HTMLFormElement, defaults: V): V {
  const values: FormValues = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const control = controlOf(form, name);
    if (!control) continue;
    values[name] = control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value;
  }
  return values as V;
}

export function writeValues(form: HTMLFormElement, values: FormValues): void {
  for (const [name, value] of Object.entries(values)) {
    const control = controlOf(form, name);
    if (!control) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === true;
    else control.value = String(value);
  }
}

/** The first constraint each named control breaks, as the form's message key. */
export function nativeErrors(
  form: HTMLFormElement,
  names: readonly string[],
  keyOf: (field: string, flag: NativeFlag) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of names) {
    const control = controlOf(form, name);
    if (!control || control instanceof RadioNodeList || control.validity.valid) continue;
    const flag = NATIVE_FLAGS.find((f) => control.validity[f]);
    if (flag) errors[name] = keyOf(name, flag);
  }
  return errors;
}

/** Focus the first control, in page order, that has an error. */
export function focusFirst(form: HTMLFormElement, errors: Record<string, string | undefined>): void {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && errors[name] && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
