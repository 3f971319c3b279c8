// No imports: the content module reads order comments without loading the commerce module.

/** Frappe's Datetime text: "2026-11-23 10:00:00.123000" (a space, no zone, fraction left out when zero). */
export function frappeDatetime(at: number | string): string {
  const d = typeof at === 'number' ? new Date(at) : new Date(at);
  if (Number.isNaN(d.getTime())) return String(at);
  const base = d.toISOString().slice(0, 19).replace('T', ' ');
  const ms = d.getUTCMilliseconds();
  return ms ? `${base}.${String(ms * 1000).padStart(6, '0')}` : base;
}

/** The Datetime texts stored by older code (ISO) or new code (Frappe's): both read back as Frappe's. */
export const frappeDate = (at: string) => frappeDatetime(at).slice(0, 10);
