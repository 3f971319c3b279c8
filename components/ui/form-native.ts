/**
 * The browser's own checks of a form (`required`, `type=email`, `minLength`, `pattern`), read from
 * each control's validity: they speak before any schema has loaded, so they come with the page.
 */

/** The browser's constraint failures a form can name a message for, in the order they are reported. */
const NATIVE_FLAGS = ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooShort', 'tooLong'] as const;
export type NativeFlag = (typeof NATIVE_FLAGS)[number];

/** The first constraint each named control breaks, as the form's message key. */
export function nativeErrors(
  form: HTMLFormElement,
  names: readonly string[],
  keyOf: (field: string, flag: NativeFlag) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of names) {
    // A radio group (RadioNodeList) has no validity of its own; its radios miss a value together
    // when the group is required, so the first speaks for it.
    const item = form.elements.namedItem(name);
    const control = (item instanceof RadioNodeList ? item[0] : item) as HTMLInputElement | null | undefined;
    const validity = control?.validity;
    const flag = validity && NATIVE_FLAGS.find((f) => validity[f]);
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
