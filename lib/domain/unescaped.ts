/** An address part unescaped, or null when its escapes are malformed (`%E0`): such an address is made up. */
export function unescaped(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
