import { serializeJsonLd } from '@/lib/structured-data';

/**
 * Structured data, escaped so no value can close the script element
 * (docs/architecture.md#back-end-text-is-escaped-or-sanitised).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
