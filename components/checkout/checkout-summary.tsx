'use client';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useCart, selectTotals } from '@/stores/cart';
import { formatCents } from '@/lib/format';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { CartTotals } from '@/components/cart/cart-totals';
import { CouponForm } from '@/components/cart/coupon-form';
import { ShippingEstimate } from '@/components/cart/shipping-estimate';
import { CartTakeBackNote } from '@/components/cart/cart-take-back-note';
import type { CouponState } from '@/components/cart/use-cart-pricing';
import type { OrderTotals, Quote, QuoteRule } from '@/lib/domain/quote';
import type { PaymentMethod } from '@/lib/checkout/defaults';
import { AcceptedPaymentsLine } from './accepted-payments-slot';
import styles from './checkout.module.css';

/**
 * "Your order": the lines at the server's prices, the coupon, the shipping method, the totals,
 * the payment method and the Place order button (associated with the form by its id, because
 * the coupon box here is a form of its own and forms cannot nest).
 */
export function CheckoutSummary({
  formId,
  quote,
  quoteFailed,
  updating,
  coupon,
  country,
  rule,
  onRule,
  ruleError,
  paymentRegistration,
  paymentMethod,
  paymentError,
  submitting,
  confirmedTotals = null,
  children,
}: {
  formId: string;
  quote: Quote | undefined;
  quoteFailed: boolean;
  updating: boolean;
  coupon: CouponState;
  country: string;
  rule: string | null;
  onRule: (rule: QuoteRule) => void;
  ruleError?: string;
  paymentRegistration: UseFormRegisterReturn;
  paymentMethod: PaymentMethod;
  paymentError?: string;
  submitting: boolean;
  /** The order's totals as the back-end's quotation has them, once the shopper was shown them. */
  confirmedTotals?: OrderTotals | null;
  children?: ReactNode;
}) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Cart');
  const locale = useLocale();
  const lines = useCart((s) => s.lines);
  const shippingCents = useCart((s) => s.shippingCents);
  const couponDiscountCents = useCart((s) => s.couponDiscountCents);
  const fallback = selectTotals({ lines, shippingCents, couponDiscountCents });
  const methods = quote?.paymentMethods ?? [];
  // A coupon this back-end applies only to the order: the first click asks for the order's total, not the order.
  const totalStillToCheck = !confirmedTotals && quote?.coupon?.applied === false && quote.coupon.atCheckout === true;
  const noMethods = quote !== undefined && methods.length === 0;
  const problems = new Map<string, string>();
  for (const sku of quote?.missing ?? []) problems.set(sku, tc('unavailable'));
  for (const s of quote?.short ?? [])
    problems.set(s.sku, s.stock === 0 ? tc('outOfStock') : tc('onlyLeft', { count: s.stock }));

  return (
    <div className={styles.summary}>
      <h2 className={styles.summaryTitle}>{t('sections.summary')}</h2>
      <ul className={styles.summaryLines}>
        {lines.map((line) => {
          const priced = quote?.lines.find((l) => l.sku === line.sku);
          const unit = priced?.unitCents ?? line.priceCents;
          return (
            <li key={line.sku} className={styles.summaryLine}>
              {line.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- small back-end SVG drawing
                <img
                  src={line.image.url}
                  alt=""
                  width={48}
                  height={48}
                  className={styles.summaryThumb}
                  loading="lazy"
                />
              ) : (
                <span className={styles.summaryThumb} />
              )}
              <span className={styles.summaryName}>
                {line.name}
                {line.variant_label && <span className={styles.muted}>{line.variant_label}</span>}
                <span className={styles.muted}>
                  {t('summary.qty', { qty: line.qty, price: formatCents(locale, unit) })}
                </span>
                {problems.has(line.sku) && <span className={styles.problem}>{problems.get(line.sku)}</span>}
              </span>
              <span className={styles.summaryAmount}>{formatCents(locale, unit * line.qty)}</span>
            </li>
          );
        })}
      </ul>
      <Link href="/pages/cart" className={styles.editCart}>
        {t('editCart')}
      </Link>
      <CartTakeBackNote />

      <CouponForm coupon={coupon} description={quote?.coupon?.applied ? quote.coupon.description : null} />

      <div>
        <ShippingEstimate country={country} quote={quote} selected={rule} onSelect={onRule} showCountry={false} />
        {ruleError && <p className={styles.inlineError}>{ruleError}</p>}
      </div>

      {confirmedTotals ? (
        <>
          <CartTotals
            subtotalCents={confirmedTotals.subtotalCents}
            shippingCents={confirmedTotals.shippingCents}
            shippingLabel={quote?.rules.find((r) => r.id === quote.rule)?.label ?? null}
            discountCents={confirmedTotals.discountCents}
            couponCode={quote?.coupon?.code ?? null}
            totalCents={confirmedTotals.totalCents}
            updating={updating}
          />
          <p className={styles.confirmedNote}>{t('totalConfirmed')}</p>
        </>
      ) : (
        <CartTotals
          subtotalCents={quote?.subtotalCents ?? fallback.totalPriceCents}
          shippingCents={quote?.shippingCents ?? fallback.shippingCents}
          shippingLabel={quote?.rules.find((r) => r.id === quote.rule)?.label ?? null}
          discountCents={quote?.discountCents ?? fallback.discountCents}
          couponCode={quote?.coupon?.applied ? quote.coupon.code : null}
          totalCents={quote?.totalCents ?? fallback.priceToPayCents}
          updating={updating || (!quote && !quoteFailed)}
        />
      )}

      <fieldset className={styles.methods}>
        <legend className={styles.summaryLegend}>{t('sections.payment')}</legend>
        <AcceptedPaymentsLine available={quote?.paymentMethods} />
        {noMethods ? (
          <p className={styles.noMethods} role="alert">
            {t('noPaymentMethods')} <Link href="/pages/contact-us">{t('contactUs')}</Link>
          </p>
        ) : (
          (['transfer', 'stripe'] as const)
            .filter((m) => !quote || methods.includes(m))
            .map((m) => (
              <label key={m} className={styles.method} data-checked={paymentMethod === m || undefined}>
                <span className={styles.methodHead}>
                  <input
                    type="radio"
                    value={m}
                    form={formId}
                    {...paymentRegistration}
                    aria-describedby={`method-${m}-hint`}
                  />
                  <span className={styles.methodName}>{t(`methods.${m}`)}</span>
                </span>
                <span id={`method-${m}-hint`} className={styles.methodHint}>
                  {t(`methods.${m}Hint`)}
                </span>
              </label>
            ))
        )}
        {quote && !noMethods && !methods.includes('stripe') && (
          <p className={styles.methodHint}>{t('methods.stripeUnavailable')}</p>
        )}
        {paymentError && <p className={styles.inlineError}>{paymentError}</p>}
      </fieldset>

      {children}

      {/* Not while the total is being recalculated (a new delivery method, country or coupon): the
          order would be refused as "the total has changed" against the total still shown. */}
      <button
        type="submit"
        form={formId}
        className={buttonClass('primary', { block: true, className: styles.placeOrder })}
        disabled={submitting || updating || !quote || quote.blocked || noMethods}
        aria-busy={submitting || undefined}
      >
        {submitting ? t('placing') : totalStillToCheck ? t('checkTotal') : t('placeOrder')}
      </button>
      <p className={styles.secureNote}>{t('privacyNote')}</p>
    </div>
  );
}
