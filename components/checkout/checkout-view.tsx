'use client';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useErrorText } from './use-error-text';
import { whenIdle } from '@/lib/idle';
import type { PickupPoint } from '@/lib/domain/pickup';
import type { Quote } from '@/lib/domain/quote';
import { Link } from '@/i18n/navigation';
import { useCart } from '@/stores/cart';
import { useAuth } from '@/stores/auth';
import { Icon } from '@/components/ui/icon';
import { useActionForm } from '@/components/ui/use-action-form';
import { nestValues } from '@/components/ui/form-values';
import { CartEmpty } from '@/components/cart/cart-states';
import { useCartPricing } from '@/components/cart/use-cart-pricing';
import { PriceChangeNotice } from '@/components/cart/price-change-notice';
import { trackCartEvent } from '@/components/cart/cart-events';
import notices from '@/components/cart/cart-notices.module.css';
import { AddressFields, type CountryOption } from './address-fields';
import { BillingSection } from './billing-section';
import type { CheckoutInput } from '@/lib/checkout/schema';
import { checkoutDefaults, checkoutNativeKey, type CheckoutFields, type PlaceResult } from './checkout-fields';
import { CheckoutSummary } from './checkout-summary';
import { ContactSection } from './contact-section';
import { CreateAccountSection } from './create-account-section';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { OrderNotesSection } from './order-notes-section';
import { PickupPointSection } from './pickup-point-section';
import { useCheckoutPrefill } from './use-checkout-prefill';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.css';

const FORM_ID = 'checkout-form';

/**
 * The checkout (docs/backend/checkout.md "placing an order"): the form of the checkout fields,
 * the order summary at the server's prices and the Place order action. The shop's form hook
 * checks with the same zod schema the server action parses again, and the order joins the cart
 * in the store to the fields. Mounted by CheckoutGate once the cart has been read from storage,
 * so its lines are known from the first render.
 */
export function CheckoutView({ countries, pickupPoints }: { countries: CountryOption[]; pickupPoints: PickupPoint[] }) {
  const t = useTranslations('Checkout');
  const lines = useCart((s) => s.lines);
  const user = useAuth((s) => s.user);
  const [defaults] = useState(() => checkoutDefaults(useCart.getState().shippingRule ?? ''));

  const form = useActionForm<CheckoutFields, PlaceResult>({
    defaults,
    schema: () => import('@/lib/checkout/schema').then((m) => m.checkoutSchema),
    nativeKey: checkoutNativeKey,
    action: (values) => place(nestValues(values) as CheckoutInput),
    onSuccess: (result, values) => onPlaced(result, nestValues(values) as CheckoutInput),
    onRefusal: (result, tools) => answer(result, tools),
  });
  const { values, errors, setValues, submitted } = form;
  const country = values['shipping.country'];
  const rule = values.shipping_rule;
  const pricing = useCartPricing({ country, rule: rule || null });
  const { quote } = pricing;
  const { place, onPlaced, answer, alert, alertRef, placed, confirmedTotals } = usePlaceOrder(pricing);
  // A back-end without a Customer for guests: the account is how a shopper without one orders.
  const accountRequired = !user && quote?.guestCheckout === false;
  const pickup = quote?.rules.find((r) => r.id === rule)?.kind === 'pickup';
  useCheckoutPrefill(form, countries);

  const message = useErrorText();

  // The checks load once the page has settled, so the shopper's first check rarely waits for them.
  const warmChecks = useEffectEvent(() => form.preload());
  useEffect(() => whenIdle(() => warmChecks(), 1500, 500), []);

  // The quote decides the shipping rule and the payment methods the form may hold.
  const followQuote = useEffectEvent((next: Quote) => {
    const fix: Partial<CheckoutFields> = {};
    if (next.rule && next.rule !== values.shipping_rule) fix.shipping_rule = next.rule;
    const methods = next.paymentMethods;
    if (methods.length > 0 && !methods.includes(values.payment_method)) fix.payment_method = methods[0]!;
    if (Object.keys(fix).length > 0) setValues(fix);
  });
  useEffect(() => {
    if (quote) followQuote(quote);
  }, [quote]);

  const requireAccount = useEffectEvent(() => {
    if (!values.create_account) setValues({ create_account: true });
  });
  useEffect(() => {
    if (accountRequired) requireAccount();
  }, [accountRequired]);

  // Local Pickup with one point only: that point is the answer, already chosen.
  const chooseOnlyPoint = useEffectEvent(() => {
    const [only, ...others] = pickupPoints;
    if (only && others.length === 0 && !values.pickup_point) setValues({ pickup_point: only.id });
  });
  useEffect(() => {
    if (pickup) chooseOnlyPoint();
  }, [pickup]);

  // GA4 begin_checkout, once per visit of the page with a cart.
  const begun = useRef(false);
  useEffect(() => {
    if (lines.length > 0 && !begun.current) {
      begun.current = true;
      trackCartEvent(
        'begin_checkout',
        lines,
        useCart.getState().couponCode ? { coupon: useCart.getState().couponCode! } : {},
      );
    }
  }, [lines]);

  // The cart emptied after the form was shown (another tab), and no order was placed here.
  if (lines.length === 0 && !placed)
    return <CartEmpty texts={{ title: t('emptyCart'), returnToShop: t('returnToShop') }} />;

  const invalidCount = Object.values(errors).filter(Boolean).length;
  return (
    <>
      <PriceChangeNotice changes={pricing.changes} />
      {pricing.error && (
        <div className={notices.notice} data-tone="danger" role="alert">
          <Icon name="alert-triangle" size={20} className={notices.icon} />
          <div className={notices.body}>
            <p className={notices.title}>{t('quoteError')}</p>
            <button type="button" className={styles.linkButton} onClick={() => void pricing.refresh()}>
              {t('retry')}
            </button>
          </div>
        </div>
      )}
      <div className={styles.layout}>
        <form id={FORM_ID} className={styles.form} {...form.form} aria-describedby="checkout-required-note">
          <p id="checkout-required-note" className={styles.requiredNote}>
            {t('requiredNote')}
          </p>
          {submitted && invalidCount > 0 && (
            <div className={notices.notice} data-tone="danger" role="alert">
              <Icon name="alert-triangle" size={20} className={notices.icon} />
              <p className={notices.title}>{t('formErrors', { count: invalidCount })}</p>
            </div>
          )}

          <ContactSection
            signedInEmail={user?.email ?? null}
            companyAsked={values.invoice && values.customer_type === 'Company'}
            form={form}
            message={message}
          />

          <section className={styles.section} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping" className={styles.sectionTitle}>
              {t('sections.shippingAddress')}
            </h2>
            <AddressFields prefix="shipping" form={form} countries={countries} message={message} />
          </section>

          {pickup && (
            <PickupPointSection
              points={pickupPoints}
              choice={(point) => form.choice('pickup_point', point)}
              error={message(errors.pickup_point)}
            />
          )}

          <BillingSection form={form} countries={countries} message={message} />

          {!user && (
            <CreateAccountSection required={accountRequired} form={form} passwordError={message(errors.password)} />
          )}

          <OrderNotesSection field={form.field('order_comment')} error={message(errors.order_comment)} />
        </form>

        <aside className={styles.aside} aria-label={t('sections.summary')}>
          <CheckoutSummary
            formId={FORM_ID}
            quote={quote}
            quoteFailed={Boolean(pricing.error)}
            updating={pricing.validating}
            coupon={pricing.coupon}
            country={country}
            rule={rule || null}
            onRule={(chosen) => setValues({ shipping_rule: chosen.id })}
            ruleError={message(errors.shipping_rule)}
            paymentChoice={(method) => form.choice('payment_method', method)}
            paymentMethod={values.payment_method}
            paymentError={message(errors.payment_method)}
            submitting={form.pending || placed}
            confirmedTotals={confirmedTotals}
          >
            <CheckboxField
              id="accept_terms"
              form={FORM_ID}
              label={t.rich('acceptTerms', {
                terms: (chunks) => <Link href="/pages/single/terms-and-conditions">{chunks}</Link>,
                withdrawal: (chunks) => <Link href="/pages/withdrawal">{chunks}</Link>,
              })}
              error={message(errors.accept_terms)}
              {...form.tick('accept_terms')}
            />
            {/* Where the online withdrawal function is, before the contract (art. 49(1)(h) Codice del Consumo). */}
            <p className={styles.withdrawalNote}>
              {t.rich('withdrawalOnline', {
                link: (chunks) => <Link href="/pages/withdrawal">{chunks}</Link>,
              })}
            </p>
            <div ref={alertRef} tabIndex={-1} className={styles.alertSlot}>
              {alert && (
                <div className={notices.notice} data-tone={alert.tone} role="alert">
                  <Icon name="alert-triangle" size={20} className={notices.icon} />
                  <p className={notices.title}>{alert.text}</p>
                </div>
              )}
            </div>
          </CheckoutSummary>
        </aside>
      </div>
    </>
  );
}
