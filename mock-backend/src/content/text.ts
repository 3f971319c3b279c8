// Roughly what Frappe's validate_email_address accepts.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && !value.includes('..');
}

/** Frappe's Datetime text: "2026-11-23 10:00:00.000000" (a space, no zone). */
export function frappeNow(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')}.000000`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
