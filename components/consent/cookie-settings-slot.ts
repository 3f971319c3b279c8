/**
 * The id of the footer's place for "Cookie settings" (components/layout/site-footer-services.tsx),
 * which the consent manager fills: a module of its own, so the footer imports no consent code.
 */
export const COOKIE_SETTINGS_SLOT = 'cookie-settings';
