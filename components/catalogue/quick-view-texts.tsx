'use client';
import { useRouter } from '@/i18n/navigation';
import { productHref } from '@/lib/routes';
import { ProductCardTexts } from './product-card-texts';
import { QuickView, type QuickViewProps } from './quick-view';

/**
 * The quick view inside its texts' provider (pictures, variants, prices, quantity): the module a
 * card loads when its quick view opens.
 * Should the texts not arrive, the shopper gets the product page instead of a dialog without words.
 */
export function QuickViewWithTexts(props: QuickViewProps) {
  const router = useRouter();
  return (
    <ProductCardTexts
      failed={() => null}
      onError={() => {
        props.onClose();
        router.push(productHref(props.product.slug));
      }}
    >
      <QuickView {...props} />
    </ProductCardTexts>
  );
}
