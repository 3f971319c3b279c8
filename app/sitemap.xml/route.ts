import { generateSitemaps } from '@/app/sitemaps/sitemap';
import { siteUrl } from '@/lib/env';

/**
 * The sitemap index robots.txt points at: one entry per sitemap file (app/sitemaps/sitemap.ts),
 * so a catalogue of any size is listed in files of at most 50 000 addresses. Rebuilt hourly at most.
 */
export const revalidate = 3600;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function GET() {
  const base = siteUrl();
  const files = await generateSitemaps();
  const entries = files.map(
    ({ id }) => `<sitemap><loc>${escapeXml(`${base}/sitemaps/sitemap/${id}.xml`)}</loc></sitemap>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
