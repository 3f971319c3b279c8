import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { pageWindow } from '@/lib/domain/page-window';
import styles from './pagination.module.css';

type Href = ComponentProps<typeof Link>['href'];

export interface PaginationTexts {
  /** The navigation's name, e.g. "Pages of products". */
  label: string;
  previous: string;
  next: string;
  /** A page link's accessible name, e.g. "Page 3". */
  page: (page: number) => string;
}

/**
 * The shop's one pagination (listing, blog, wishlist): plain links, so every page has its own
 * URL and works before hydration; the first, the last and two pages either side of the current
 * one, with gaps between. Nothing when there is one page.
 */
export function Pagination({
  current: asked,
  pages,
  href,
  texts,
}: {
  current: number;
  pages: number;
  href: (page: number) => Href;
  texts: PaginationTexts;
}) {
  if (pages <= 1) return null;
  const current = Math.min(asked, pages);
  return (
    <nav className={styles.nav} aria-label={texts.label}>
      <ul className={styles.list}>
        <li>
          <Step to={current > 1 ? href(current - 1) : null} rel="prev">
            <Icon name="chevron-left" size={16} />
            {texts.previous}
          </Step>
        </li>
        {pageWindow(current, pages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                className={styles.page}
                aria-current={page === current ? 'page' : undefined}
                aria-label={texts.page(page)}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step to={current < pages ? href(current + 1) : null} rel="next">
            {texts.next}
            <Icon name="chevron-right" size={16} />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous or next: a link, or a disabled mark at either end. */
function Step({ to, rel, children }: { to: Href | null; rel: 'prev' | 'next'; children: React.ReactNode }) {
  return to === null ? (
    <span className={styles.step} aria-disabled="true">
      {children}
    </span>
  ) : (
    <Link href={to} className={styles.step} rel={rel}>
      {children}
    </Link>
  );
}
