import 'server-only';
import { marked } from 'marked';
import type { Body } from '@/lib/backend/schemas/content';
import { sanitizeRichText } from '@/lib/sanitize';

// The CMS pages carry the old site's own breadcrumbs; the shop's page header replaces them.
const BREADCRUMBS = /<(div|nav|ol|ul|p)\b[^>]*class="[^"]*breadcrumb[^"]*"[^>]*>[\s\S]*?<\/\1>/gi;

/**
 * A back-end body as safe HTML: Markdown (a Blog Post's `content_md`) is rendered first; every
 * body, whatever its format, goes through the sanitiser, so an editor's markup cannot run script.
 */
export function bodyHtml(body: Body, options: { headingsAs?: 'h2' | 'h3' } = {}): string {
  const html =
    body.format === 'markdown'
      ? marked.parse(body.text, { async: false, gfm: true })
      : body.text.replace(BREADCRUMBS, '');
  return sanitizeRichText(html, options);
}
