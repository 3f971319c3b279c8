import { Suspense, type ReactNode } from 'react';
import styles from './per-request.module.css';

/**
 * A page whose content is per request (the shopper's own data, what the address's query asks
 * for): `export default perRequest(OrdersPage)`. The page is streamed into its static shell:
 * header, footer and menus arrive at once, this part when it is ready. Its place is kept
 * meanwhile, so nothing below it moves. A page that looks the same without what it reads per
 * request gives that look as `Shell`, which is prerendered in its place: its largest text paints
 * with the shell, and the page replacing it moves nothing (sign-in: `next` only changes links).
 */
export function perRequest<Props extends object>(
  Page: (props: Props) => Promise<ReactNode>,
  Shell?: (props: Props) => Promise<ReactNode>,
) {
  return function PerRequestPage(props: Props) {
    return (
      <Suspense
        fallback={Shell ? <Shell {...props} /> : <div className={`container ${styles.place}`} aria-busy="true" />}
      >
        <Page {...props} />
      </Suspense>
    );
  };
}
