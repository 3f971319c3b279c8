import { titledPage } from '@/lib/page-title';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import { CartIntl } from '@/components/cart/cart-intl';
import { CheckoutProgress } from '@/components/checkout/checkout-progress';

// Indexable (the cart page is held to a full SEO score too): a crawler sees the empty cart's shell, which harms nothing.
export const generateMetadata = titledPage('Pages.cart');

/** The cart page: the same prerendered shell for every shopper; the lines are a client island. */
export default async function CartPage({ params }: PageProps<'/[locale]/pages/cart'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Cart');
  return (
    <div className="container">
      <CheckoutProgress current="cart" />
      <h1>{t('heading')}</h1>
      <div className="client-region">
        <CartIntl>
          <CartView />
        </CartIntl>
      </div>
    </div>
  );
}
