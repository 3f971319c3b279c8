/**
 * The shopper as the storefront shows them: names and e-mail, nothing more. It is what the browser's
 * `auth` store may hold, what sign-in and registration answer, and whom an order was placed for;
 * the JWT stays in an httpOnly cookie on the server (docs/decisions.md).
 */
export interface Shopper {
  first_name: string;
  last_name: string;
  email: string;
}
