/** The key of a password reset link's query (`?key=…`), or null when it is missing or implausible. */
export function resetKeyFrom(value: string | string[] | undefined): string | null {
  const key = typeof value === 'string' ? value.trim() : '';
  return key !== '' && key.length <= 256 ? key : null;
}
