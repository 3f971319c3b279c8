/**
 * A quick look at whether text can be an email address at all: something, one @, a dotted domain,
 * no spaces. Forms that carry no zod on the client (the footer's newsletter) use it to answer at
 * once; the server's zod schema stays the judge of what is accepted.
 */
export function looksLikeEmail(text: string): boolean {
  const value = text.trim();
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}
