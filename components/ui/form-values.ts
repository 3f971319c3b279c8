/**
 * The values of the shop's forms: their inputs are uncontrolled, so values are read from and
 * written to the form element. A name with a dot (`shipping.city`) is a field of a nested value,
 * as the schemas see it.
 */
export type FormValues = Record<string, string | boolean>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control of the form by name, those outside it that name it with `form=` included. */
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

const isTick = (control: Element | RadioNodeList): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/**
 * What the shopper typed, shaped like `known` (the values last seen): a field missing from the
 * page (a section not shown, a value kept without a control) keeps its known value. A lone radio
 * reads as its value only when chosen.
 */
export function readValues<V extends FormValues>(form: HTMLFormElement, known: V): V {
  const values: FormValues = { ...known };
  for (const name of Object.keys(known)) {
    const control = controlOf(form, name);
    if (!control) continue;
    if (!isTick(control)) values[name] = control.value;
    else if (control.type === 'checkbox') values[name] = control.checked;
    else values[name] = control.checked ? control.value : '';
  }
  return values as V;
}

export function writeValues(form: HTMLFormElement, values: FormValues): void {
  for (const [name, value] of Object.entries(values)) {
    const control = controlOf(form, name);
    if (!control) continue;
    if (!isTick(control)) control.value = String(value);
    else if (control.type === 'checkbox') control.checked = value === true;
    else control.checked = control.value === value;
  }
}

/** `{ "shipping.city": "Torino" }` as `{ shipping: { city: "Torino" } }`, the shape a schema parses. */
export function nestValues(values: FormValues): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const path = name.split('.');
    let at = nested;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path.at(-1)!] = value;
  }
  return nested;
}

/** The other way: `{ shipping: { city: "Torino" } }` as `{ "shipping.city": "Torino" }`, one field a name. */
export function flatValues(nested: object, prefix = ''): FormValues {
  const flat: FormValues = {};
  for (const [key, value] of Object.entries(nested)) {
    if (value !== null && typeof value === 'object') Object.assign(flat, flatValues(value, `${prefix}${key}.`));
    else flat[`${prefix}${key}`] = value as string | boolean;
  }
  return flat;
}
