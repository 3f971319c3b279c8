'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { whenIdle } from '@/lib/idle';
import type { PickupPoint } from '@/lib/domain/pickup';
import { Link } from '@/i18n/navigation';
import { useCart } from '@/stores/cart';
import { useAuth } from '@/stores/auth';
import { Icon } from '@/components/ui/icon';
import { CartEmpty } from '@/components/cart/cart-states';
import { useCartPricing } from '@/components/cart/use-cart-pricing';
import { PriceChangeNotice } from '@/components/cart/price-change-notice';
import { trackCartEvent } from '@/components/cart/cart-events';
import notices from '@/components/cart/cart-notices.module.css';
import { AddressFields, type CountryOption } from './address-fields';
import { BillingSection } from './billing-section';
import type { CheckoutInput, CheckoutValues } from '@/lib/checkout/schema';
import { EMPTY_CHECKOUT, type PaymentMethod } from '@/lib/checkout/defaults';
import { checkoutResolver, loadCheckoutValidation } from './checkout-validation';
import { CheckoutSummary } from './checkout-summary';
import { ContactSection } from './contact-section';
import { CreateAccountSection } from './create-account-section';
import { errorPaths, focusFirstError } from './checkout-form-errors';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { OrderNotesSection } from './order-notes-section';
import { PickupPointSection } from './pickup-point-section';
import { useCheckoutPrefill } from './use-checkout-prefill';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.css';

const FORM_ID = 'checkout-form';

/**
 * The checkout (docs/backend/checkout.md "placing an order"): the form of the checkout fields,
 * the order summary at the server's prices and the Place order action. react-hook-form validates
 * with the same zod schema the server action parses again. Mounted by CheckoutGate once the cart
 * has been read from storage, so its lines are known from the first render.
 */
export function CheckoutView({ countries, pickupPoints }: { countries: CountryOption[]; pickupPoints: PickupPoint[] }) {
  const t = useTranslations('Checkout');
  const lines = useCart((s) => s.lines);
  const user = useAuth((s) => s.user);

  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: checkoutResolver,
    defaultValues: { ...EMPTY_CHECKOUT, shipping_rule: useCart.getState().shippingRule ?? '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { register, handleSubmit, watch, setValue, getValues, formState } = form;
  const { errors, isSubmitted } = formState;
  // react-hook-form's watch() drives these re-renders; the React Compiler rightly leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const country = watch('shipping.country');
  const ruleValue = watch('shipping_rule');
  const billingDifferent = watch('billing_different');
  const invoice = watch('invoice');
  const customerType = watch('customer_type');
  const createAccount = watch('create_account');
  const paymentMethod = watch('payment_method') as PaymentMethod;
  const pricing = useCartPricing({ country, rule: ruleValue || null });
  const { quote } = pricing;
  const { onSubmit, alert, alertRef, submitting, placed, confirmedTotals } = usePlaceOrder(form, pricing);
  // A back-end without a Customer for guests: the account is how a shopper without one orders.
  const accountRequired = !user && quote?.guestCheckout === false;
  const pickup = quote?.rules.find((r) => r.id === ruleValue)?.kind === 'pickup';
  useCheckoutPrefill(form, countries);

  const message = (error: { message?: string } | undefined) => {
    if (!error?.message) return undefined;
    const key = `errors.${error.message}`;
    return t.has(key) ? t(key) : error.message;
  };

  // Validation loads once the page has settled, so the shopper's first check rarely waits for it.
  useEffect(() => whenIdle(() => void loadCheckoutValidation(), 1500, 500), []);

  // The quote decides the shipping rule and the payment methods the form may hold.
  useEffect(() => {
    if (!quote) return;
    if (quote.rule && quote.rule !== getValues('shipping_rule'))
      setValue('shipping_rule', quote.rule, { shouldValidate: isSubmitted });
    const methods = quote.paymentMethods;
    if (methods.length > 0 && !methods.includes(getValues('payment_method') as PaymentMethod))
      setValue('payment_method', methods[0]!);
  }, [quote, getValues, setValue, isSubmitted]);

  useEffect(() => {
    if (accountRequired && !getValues('create_account')) setValue('create_account', true);
  }, [accountRequired, getValues, setValue]);

  // Local Pickup with one point only: that point is the answer, already chosen.
  useEffect(() => {
    const [only, ...others] = pickupPoints;
    if (pickup && only && others.length === 0 && !getValues('pickup_point')) setValue('pickup_point', only.id);
  }, [pickup, pickupPoints, getValues, setValue]);

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

  const invalidCount = errorPaths(errors).length;
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
        <form
          id={FORM_ID}
          className={styles.form}
          noValidate
          onSubmit={(event) => void handleSubmit(onSubmit, (invalid) => focusFirstError(FORM_ID, invalid))(event)}
          aria-describedby="checkout-required-note"
        >
          <p id="checkout-required-note" className={styles.requiredNote}>
            {t('requiredNote')}
          </p>
          {isSubmitted && invalidCount > 0 && (
            <div className={notices.notice} data-tone="danger" role="alert">
              <Icon name="alert-triangle" size={20} className={notices.icon} />
              <p className={notices.title}>{t('formErrors', { count: invalidCount })}</p>
            </div>
          )}

          <ContactSection
            signedInEmail={user?.email ?? null}
            companyAsked={invoice && customerType === 'Company'}
            register={register}
            errors={errors}
            message={message}
          />

          <section className={styles.section} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping" className={styles.sectionTitle}>
              {t('sections.shippingAddress')}
            </h2>
            <AddressFields
              prefix="shipping"
              register={register}
              errors={errors}
              countries={countries}
              message={message}
            />
          </section>

          {pickup && (
            <PickupPointSection
              points={pickupPoints}
              registration={register('pickup_point')}
              error={message(errors.pickup_point)}
            />
          )}

          <BillingSection
            billingDifferent={billingDifferent}
            invoice={invoice}
            customerType={customerType}
            countries={countries}
            register={register}
            errors={errors}
            message={message}
          />

          {!user && (
            <CreateAccountSection
              required={accountRequired}
              createAccount={createAccount}
              register={register}
              passwordError={message(errors.password)}
            />
          )}

          <OrderNotesSection registration={register('order_comment')} error={message(errors.order_comment)} />
        </form>

        <aside className={styles.aside} aria-label={t('sections.summary')}>
          <CheckoutSummary
            formId={FORM_ID}
            quote={quote}
            quoteFailed={Boolean(pricing.error)}
            updating={pricing.validating}
            coupon={pricing.coupon}
            country={country}
            rule={ruleValue || null}
            onRule={(rule) => setValue('shipping_rule', rule.id, { shouldValidate: isSubmitted })}
            ruleError={message(errors.shipping_rule)}
            paymentRegistration={register('payment_method')}
            paymentMethod={paymentMethod}
            paymentError={message(errors.payment_method)}
            submitting={submitting}
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
              {...register('accept_terms')}
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
