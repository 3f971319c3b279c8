import { Suspense, type ReactNode } from 'react';
import styles from './per-request.module.css';

/**
 * What a page shows per request (the shopper's own data, what the address's query asks for),
 * streamed into the page's static shell: header, footer and menus arrive at once, this part when
 * it is ready. Its place is kept meanwhile, so nothing below it moves.
 */
export function PerRequest({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className={`container ${styles.place}`} aria-busy="true" />}>{children}</Suspense>;
}
