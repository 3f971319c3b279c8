import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { listingLink } from '@/lib/routing/listing-address';

/**
 * HTML that comes from the back-end (footer, descriptions, blog) is rendered only after this:
 * no scripts, no event handlers, no javascript: URLs, no inline styles. Links to other sites
 * open with rel="noopener noreferrer".
 */
export function sanitizeRichText(html: string, { headingsAs }: { headingsAs?: 'h2' | 'h3' } = {}): string {
  // Embedded HTML brings its own heading levels (the footer's columns are h4); where the page's
  // outline fixes the level, every heading takes it, so the outline never skips one (WCAG 1.3.1).
  const headings = headingsAs ? Object.fromEntries(['h2', 'h3', 'h4', 'h5', 'h6'].map((h) => [h, headingsAs])) : {};
  return sanitizeHtml(html, {
    allowedTags: [
      'a',
      'b',
      'strong',
      'i',
      'em',
      'u',
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'span',
      'div',
      'section',
      'nav',
      'small',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'blockquote',
      'hr',
      'address',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], '*': ['class', 'aria-label'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      ...headings,
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:\/\//i.test(href);
        return {
          tagName,
          attribs: external
            ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
            : { ...attribs, href: listingLink(href), target: '' },
        };
      },
    },
  });
}
