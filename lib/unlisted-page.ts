import 'server-only';
import { titledPage } from './page-title';

/**
 * `generateMetadata` of a page search engines must not list (sign-in, the shopper's account, a
 * payment's outcome): its title, a key of the `Pages` texts, in the address's locale.
 */
export function unlistedPage(titleKey: string) {
  return titledPage(`Pages.${titleKey}`, { robots: { index: false } });
}
