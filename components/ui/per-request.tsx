import { Suspense, type ReactNode } from 'react';
import styles from './per-request.module.css';

/**
 * A page whose content is per request (the shopper's own data, what the address's query asks
 * for): `export default perRequest(OrdersPage)`. The page is streamed into its static shell:
 * header, footer and menus arrive at once, this part when it is ready. Its place is kept
 * meanwhile, so nothing below it moves.
 */
export function perRequest<Props extends object>(Page: (props: Props) => Promise<ReactNode>) {
  return function PerRequestPage(props: Props) {
    return (
      <Suspense fallback={<div className={`container ${styles.place}`} aria-busy="true" />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
