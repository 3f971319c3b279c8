import { z } from 'zod';

/** Frappe sends 0/1 for booleans, sometimes true/false or strings; read them all. */
export const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A money amount: numbers, or numeric strings from older endpoints; null when absent. */
export const amount = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number.parseFloat(v);
    return Number.isFinite(n) && n >= 0 ? n : null;
  });

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
