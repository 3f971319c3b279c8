'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { findVariantBySku, initialVariant } from '@/lib/domain/product-variants';
import type { Variant } from '@/lib/backend/schemas/catalogue';

/**
 * The variant the shopper has chosen, shared by the gallery, the buy box and the sticky bar.
 * Client state because it follows clicks; the choice is mirrored in the URL (`?sku=`) with
 * `history.replaceState`, so a shared link opens the same variant without making the page itself
 * per-request (the HTML stays cached; the URL is read after hydration).
 */
interface Selection {
  variants: Variant[];
  variant: Variant | null;
  select: (sku: string) => void;
  /** What the shopper typed in the quantity field (validated where it is used). */
  quantityText: string;
  setQuantityText: (text: string) => void;
}

const SelectionContext = createContext<Selection | null>(null);

export function ProductSelectionProvider({ variants, children }: { variants: Variant[]; children: ReactNode }) {
  const [sku, setSku] = useState<string | null>(() => initialVariant(variants)?.sku ?? null);
  const [quantityText, setQuantityText] = useState('1');

  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('sku');
    const variant = findVariantBySku(variants, requested);
    // Reading the URL once after hydration; the server rendered the default choice.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is only known in the browser
    if (variant) setSku(variant.sku);
  }, [variants]);

  const select = useCallback(
    (next: string) => {
      if (!findVariantBySku(variants, next)) return;
      setSku(next);
      const url = new URL(window.location.href);
      url.searchParams.set('sku', next);
      window.history.replaceState(window.history.state, '', url);
    },
    [variants],
  );

  const value = useMemo(
    () => ({ variants, variant: findVariantBySku(variants, sku), select, quantityText, setQuantityText }),
    [variants, sku, select, quantityText],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useProductSelection(): Selection {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('useProductSelection outside ProductSelectionProvider');
  return value;
}
