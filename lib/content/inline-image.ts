import 'server-only';
import { cacheLife } from 'next/cache';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A small SVG from public/ as a data URI, for the home page's first slide: the LCP picture then
 * arrives with the HTML (no request to wait for) and paints with the first frame. Falls back to
 * the file's URL if it cannot be read.
 */
export async function svgDataUri(publicPath: string): Promise<string> {
  // Read once per build's life: a file read is I/O, which would otherwise keep the page dynamic.
  'use cache';
  cacheLife('max');
  try {
    const svg = await readFile(join(process.cwd(), 'public', publicPath), 'utf8');
    // Percent-encoding only what a data URI needs is smaller than base64 for SVG text.
    const body = svg
      .trim()
      .replace(/\s+/g, ' ')
      .replace(/[%#<>"{}|\\^`]/g, (c) => encodeURIComponent(c));
    return `data:image/svg+xml,${body}`;
  } catch {
    return publicPath;
  }
}
