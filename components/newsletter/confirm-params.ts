/**
 * The signed part of the newsletter's confirmation link. Frappe signs the exact text
 * `email=…&email_group=…&_signature=…`, so it is taken from the address byte for byte, from
 * `email=` to the end, never decoded and re-encoded. Checked for shape only: the back-end checks
 * the signature.
 */
const SIGNED = /^email=[\w.~*!'()%+-]{3,800}&email_group=[\w.~*!'()%+-]{1,200}&_signature=[0-9a-f]{16,128}$/;

/** `location.search` → the signed query, or null when the link is not one of ours. */
export function signedQueryFrom(search: string): string | null {
  const at = search.search(/[?&]email=/);
  if (at < 0) return null;
  const signed = search.slice(at + 1);
  return SIGNED.test(signed) ? signed : null;
}

export function isSignedQuery(value: unknown): value is string {
  return typeof value === 'string' && SIGNED.test(value);
}

/** The address the link confirms, for the page to say. */
export function emailOf(signed: string): string {
  return new URLSearchParams(signed).get('email') ?? '';
}
