/**
 * How the catalogue is split into sitemap files. A sitemap file holds at most 50 000 addresses
 * (the sitemaps protocol); each product file is read from the listing in whole pages, so a file's
 * size is a multiple of the page size and every listing page belongs to exactly one file.
 */
const MAX_URLS_PER_FILE = 50_000;

export interface ProductFilePlan {
  /** Products per file; a multiple of `pageSize`. */
  perFile: number;
  /** Products per listing call. */
  pageSize: number;
}

/** How many product files a catalogue of `total` products needs (none for an empty one). */
export function productFileCount(total: number, { perFile }: ProductFilePlan): number {
  return total > 0 ? Math.ceil(total / perFile) : 0;
}

/** The listing pages (1-based, inclusive) product file `file` (1-based) is built from. */
export function listingPagesOf(file: number, { perFile, pageSize }: ProductFilePlan): { first: number; last: number } {
  if (perFile % pageSize !== 0 || perFile > MAX_URLS_PER_FILE)
    throw new Error(`bad sitemap plan: ${perFile} per file, ${pageSize} per page`);
  const pagesPerFile = perFile / pageSize;
  return { first: (file - 1) * pagesPerFile + 1, last: file * pagesPerFile };
}
