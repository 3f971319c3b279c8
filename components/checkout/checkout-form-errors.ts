/** The paths of the fields that carry an error ("email", "shipping.city"). */
export function errorPaths(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  if ('message' in node && typeof (node as { message?: unknown }).message === 'string') return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'ref' ? [] : errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** Focus goes to the first field in error in page order (form.elements), not in registration order. */
export function focusFirstError(formId: string, errors: unknown) {
  const paths = new Set(errorPaths(errors));
  const form = document.getElementById(formId) as HTMLFormElement | null;
  const first = form ? Array.from(form.elements).find((el) => paths.has((el as HTMLInputElement).name)) : undefined;
  if (first instanceof HTMLElement) first.focus();
}
