import { serializeJsonLd } from '@/lib/structured-data';

/** Structured data, escaped so no value can close the script element (STYLE.md). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
