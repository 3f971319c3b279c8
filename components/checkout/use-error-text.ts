import { useTranslations } from 'next-intl';

/**
 * A field's error as the shopper reads it: its key (from a check or the server) translated where
 * `Checkout.errors` has it, shown as sent otherwise.
 */
export function useErrorText() {
  const t = useTranslations('Checkout');
  return (key: string | undefined) => {
    // A key made at run time, which next-intl's typed keys cannot follow: checked with t.has first.
    const path = `errors.${key}` as Parameters<typeof t.has>[0];
    return key ? (t.has(path) ? t(path) : key) : undefined;
  };
}
