'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Link } from '@/i18n/navigation';
import { selectTotals, useCart } from '@/stores/cart';
import { timesQuantity } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import { productHref } from '@/lib/routes';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { savedShippingCountry } from '@/components/cart/saved-country';
import { DEFAULT_COUNTRY } from '@/lib/shop-terms';
import { CartEmpty } from './cart-states';
import { CartTotals } from './cart-totals';
import { QuantityStepper } from './quantity-stepper';
import { ShippingEstimate } from './shipping-estimate';
import { useCartPricing } from './use-cart-pricing';
import styles from './cart-view.module.css';
import notices from './cart-notices.module.css';

// The GA4 events load with the first one (view_cart, once the cart is read), not with the page.
const cartEvents = () => import('./cart-events');

// Shown only when the server's prices differ from the stored ones: its code loads then.
const PriceChangeNotice = dynamic(() => import('./price-change-notice').then((m) => m.PriceChangeNotice), {
  ssr: false,
});

// The coupon box sits below the lines, which the cart shows only once the browser's cart is read:
// its code loads with them, not with the page. The slot keeps its height meanwhile.
const CouponForm = dynamic(() => import('./coupon-form').then((m) => m.CouponForm), {
  ssr: false,
  loading: () => <div className={styles.couponSlot} />,
});

/** The cart page: lines, quantities, remove, remove all, coupon, shipping estimate, totals. */
export function CartView() {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const lines = useCart((s) => s.lines);
  const shippingCents = useCart((s) => s.shippingCents);
  const couponDiscountCents = useCart((s) => s.couponDiscountCents);
  const rule = useCart((s) => s.shippingRule);
  // The estimate uses the country of the shopper's last checkout address, else Italy.
  // Read once on the client; nothing depending on it renders before the cart has hydrated.
  const [country] = useState(() => (typeof window === 'undefined' ? null : savedShippingCountry()) ?? DEFAULT_COUNTRY);
  const [confirmClear, setConfirmClear] = useState(false);
  const pricing = useCartPricing({ country, rule });
  const { quote } = pricing;
  const totals = selectTotals({ lines, shippingCents, couponDiscountCents });
  const tracked = useRef(false);

  useEffect(() => {
    if (pricing.hydrated && lines.length > 0 && !tracked.current) {
      tracked.current = true;
      void cartEvents().then((m) => m.trackCartEvent('view_cart', lines));
    }
  }, [pricing.hydrated, lines]);

  const stock = useMemo(() => {
    const map = new Map<string, 'gone' | number>();
    for (const sku of quote?.missing ?? []) map.set(sku, 'gone');
    for (const s of quote?.short ?? []) map.set(s.sku, s.stock);
    return map;
  }, [quote]);

  const empty = { title: t('empty'), hint: t('emptyHint'), returnToShop: t('returnToShop') };
  if (!pricing.hydrated || lines.length === 0)
    return <CartEmpty texts={empty} loading={pricing.hydrated ? undefined : t('loading')} />;

  const remove = (sku: string) => {
    const line = useCart.getState().lines.find((l) => l.sku === sku);
    if (!line) return;
    useCart.getState().removeLine(sku);
    void cartEvents().then((m) => m.trackRemoval([{ line }]));
    toast(t('removed', { name: line.name }), { toastId: `removed-${sku}-${Date.now()}` });
  };

  const clearAll = () => {
    const all = useCart.getState().lines;
    useCart.getState().clear();
    void cartEvents().then((m) => m.trackRemoval(all.map((line) => ({ line }))));
    setConfirmClear(false);
  };

  const changeQty = (sku: string, qty: number) => {
    const line = useCart.getState().lines.find((l) => l.sku === sku);
    if (!line) return;
    useCart.getState().setQuantity(sku, qty);
    void cartEvents().then((m) => m.trackQuantityChange(line, qty));
  };

  return (
    <>
      {pricing.changes.length > 0 && <PriceChangeNotice changes={pricing.changes} onDismiss={pricing.dismissChanges} />}
      {stock.size > 0 && (
        <div className={notices.notice} data-tone="danger" role="alert">
          <Icon name="alert-triangle" size={20} className={notices.icon} />
          <p className={notices.title}>{t('stockProblem')}</p>
        </div>
      )}
      {pricing.error && (
        <div className={notices.notice} data-tone="info" role="status">
          <Icon name="alert-triangle" size={20} className={notices.icon} />
          <p className={notices.title}>{t('quoteError')}</p>
        </div>
      )}
      <div className={styles.layout}>
        <section aria-labelledby="cart-lines-title" className={styles.linesSection}>
          <h2 id="cart-lines-title" className="visually-hidden">
            {t('linesTitle')}
          </h2>
          <div className={styles.head} aria-hidden="true">
            <span>{t('colProduct')}</span>
            <span>{t('colPrice')}</span>
            <span>{t('colQuantity')}</span>
            <span className={styles.right}>{t('colTotal')}</span>
            <span />
          </div>
          <ul className={styles.lines}>
            {lines.map((line) => {
              const state = stock.get(line.sku);
              return (
                <li key={line.sku} className={styles.line}>
                  <Link href={productHref(line.slug)} className={styles.thumbLink} tabIndex={-1} aria-hidden="true">
                    {line.image ? (
                      // eslint-disable-next-line @next/next/no-img-element -- the back-end's small SVG drawing, already cached by the catalogue
                      <img src={line.image.url} alt="" width={88} height={88} className={styles.thumb} loading="lazy" />
                    ) : (
                      <span className={styles.thumb} />
                    )}
                  </Link>
                  <div className={styles.info}>
                    <Link href={productHref(line.slug)} className={styles.name}>
                      {line.name}
                    </Link>
                    {line.variant_label && <span className={styles.variant}>{line.variant_label}</span>}
                    <span className={styles.sku}>{t('sku', { sku: line.sku })}</span>
                    {state !== undefined && (
                      <span className={styles.stock}>
                        {state === 'gone'
                          ? t('unavailable')
                          : state === 0
                            ? t('outOfStock')
                            : t('onlyLeft', { count: state })}
                      </span>
                    )}
                  </div>
                  <div className={styles.price}>
                    <span className={styles.cellLabel}>{t('colPrice')}</span>
                    <span>
                      {formatMoney(locale, line.priceCents)}
                      {line.regularPriceCents != null && line.regularPriceCents > line.priceCents && (
                        <del className={styles.regular}>
                          <span className="visually-hidden">{t('lowestPrice30Days')}</span>
                          {formatMoney(locale, line.regularPriceCents)}
                        </del>
                      )}
                    </span>
                  </div>
                  <div className={styles.bottom}>
                    <div className={styles.qty}>
                      <QuantityStepper qty={line.qty} name={line.name} onChange={(qty) => changeQty(line.sku, qty)} />
                    </div>
                    <div className={styles.total}>
                      <span className={styles.cellLabel}>{t('colTotal')}</span>
                      <strong>{formatMoney(locale, timesQuantity(line.priceCents, line.qty))}</strong>
                    </div>
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => remove(line.sku)}
                    aria-label={t('remove', { name: line.name })}
                  >
                    <Icon name="trash" size={20} />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Link href="/shop" className={buttonClass('secondary', { small: true })}>
              <Icon name="chevron-left" size={16} />
              {t('continueShopping')}
            </Link>
            {confirmClear ? (
              <div className={styles.confirm} role="group" aria-label={t('removeAllConfirm')}>
                <span>{t('removeAllConfirm')}</span>
                <button type="button" className={buttonClass('primary', { small: true })} onClick={clearAll}>
                  {t('removeAllYes')}
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', { small: true })}
                  onClick={() => setConfirmClear(false)}
                >
                  {t('cancel')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                className={buttonClass('ghost', { small: true })}
                onClick={() => setConfirmClear(true)}
              >
                <Icon name="trash" size={16} />
                {t('removeAll')}
              </button>
            )}
          </div>
        </section>

        <aside className={styles.aside} aria-labelledby="cart-totals-title">
          <h2 id="cart-totals-title" className={styles.asideTitle}>
            {t('totalsTitle')}
          </h2>
          <CouponForm coupon={pricing.coupon} description={quote?.coupon?.applied ? quote.coupon.description : null} />
          <ShippingEstimate
            country={country}
            quote={quote}
            selected={rule}
            onSelect={(r) => useCart.getState().setShipping(r)}
          />
          <CartTotals
            subtotalCents={totals.totalPriceCents}
            shippingCents={totals.shippingCents}
            shippingLabel={quote?.rules.find((r) => r.id === quote.rule)?.label ?? null}
            discountCents={totals.discountCents}
            couponCode={pricing.coupon.applied}
            totalCents={totals.priceToPayCents}
            updating={pricing.validating}
          />
          <Link href="/pages/pay" className={buttonClass('primary', { block: true })}>
            {t('proceed')}
            <Icon name="chevron-right" size={18} />
          </Link>
        </aside>
      </div>
    </>
  );
}
