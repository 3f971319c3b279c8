import { z } from 'zod';
import { toCents } from '@/lib/domain/money';

/** Frappe sends 0/1 for booleans, sometimes true/false or strings; read them all. */
export const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A number zero or above (a quantity, a percentage): numbers, or numeric strings from older endpoints; null when absent or unusable. */
export const nonNegativeNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number.parseFloat(v);
    return Number.isFinite(n) && n >= 0 ? n : null;
  });

/**
 * A money amount as the back-end sends it, in euro (19.99, or "19.99"), read as cents (1999) by
 * the shop's one rounding rule (lib/domain/money.ts): everything after the schema holds Cents.
 * Null when absent or unusable (negative, not a number).
 */
export const euroAsCents = nonNegativeNumber.transform((euro) => (euro === null ? null : toCents(euro)));

/** A money amount the answer always carries (a payment request's total), in cents. */
export const requiredEuroAsCents = z.coerce.number().finite().nonnegative().transform(toCents);

export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const picture = z.object({
  url: z.string().min(1),
  width: z.coerce.number().int().positive().catch(800),
  height: z.coerce.number().int().positive().catch(800),
});
export type Picture = z.infer<typeof picture>;

/** Lists where one bad entry must not sink the page: bad entries are dropped. */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((list) =>
      (list ?? []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );
}
