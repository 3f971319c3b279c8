/**
 * A form's zod issues as one translated error key per field: the first issue of each field wins,
 * and a message that is not one of the form's keys becomes the fallback key.
 */
export function fieldErrors<F extends string, K extends string>(
  issues: { path: PropertyKey[]; message: string }[],
  fields: readonly F[],
  keys: readonly K[],
  fallback: K,
) {
  const out: Partial<Record<F, K>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (!fields.includes(field) || out[field]) continue;
    out[field] = (keys as readonly string[]).includes(issue.message) ? (issue.message as K) : fallback;
  }
  return out;
}
