import type { ZodType } from 'zod';
import { zodResolver } from './form-resolver';

/**
 * Loaded on a form's first focus or submit (never in a page's first load): zod and
 * react-hook-form's zod resolver are about 40 KiB that a shopper who only looks at the page
 * should not pay for. Gives the first message key per field, as the schema words it.
 */
export async function checkWithSchema(
  schema: ZodType<unknown, Record<string, unknown>>,
  values: Record<string, unknown>,
): Promise<Record<string, string>> {
  const resolve = zodResolver(schema, undefined, { raw: true });
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const keys: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (error && typeof error.message === 'string') keys[field] = error.message;
  }
  return keys;
}
