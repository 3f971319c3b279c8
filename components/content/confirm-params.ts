/**
 * The confirmation link's parameters, checked for shape only (the back-end checks the signature
 * and the expiry): a malformed link is "not valid" without a round trip.
 */
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;
const TOKEN = /^[\w.-]{10,200}$/;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export function confirmParams(search: Record<string, string | string[] | undefined>): { email: string; token: string } | null {
  const email = first(search.email).toLowerCase();
  const token = first(search.token) || first(search._signature);
  return EMAIL.test(email) && email.length <= 254 && TOKEN.test(token) ? { email, token } : null;
}
