import { z } from 'zod';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { slugSchema } from '@/lib/backend/catalogue';

/**
 * The query of the browser's product reads (`GET /api/product`, `/api/product/related`): the
 * product's slug and the language, in the URL so one URL never mixes languages. Server only (the
 * slug's rule is the door's).
 */
export const productQuerySchema = z.object({
  slug: slugSchema,
  locale: z
    .string()
    .optional()
    .transform((v) => (hasLocale(routing.locales, v) ? v : routing.defaultLocale)),
});
