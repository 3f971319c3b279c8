'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useForm, type FieldPath } from 'react-hook-form';
import { whenIdle } from '@/lib/idle';
import { Link, useRouter } from '@/i18n/navigation';
import { useCart } from '@/stores/cart';
import { useAuth } from '@/stores/auth';
import { formatCents } from '@/lib/format';
import { Icon } from '@/components/ui/icon';
import { CartEmpty } from '@/components/cart/cart-states';
import { useCartPricing } from '@/components/cart/use-cart-pricing';
import { PriceChangeNotice } from '@/components/cart/price-change-notice';
import { trackCartEvent } from '@/components/cart/cart-events';
import notices from '@/components/cart/cart-notices.module.css';
import { placeOrder } from './actions';
import { AddressFields, type CountryOption } from './address-fields';
import { checkoutAttempt } from './attempt';
import type { CheckoutInput, CheckoutValues } from './checkout-schema';
import { EMPTY_CHECKOUT, type PaymentMethod } from './checkout-defaults';
import { checkoutResolver, loadCheckoutValidation, loadSavedAddress, saveAddress } from './checkout-validation';
import { CheckoutSummary } from './checkout-summary';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { InvoiceFields } from './invoice-fields';
import type { SavedAddress } from './saved-address';
import type { PrefillAddress } from '@/lib/backend/schemas/commerce';
import styles from './checkout.module.css';

const FORM_ID = 'checkout-form';

/** How many fields carry an error (nested address fields counted one by one). */
function countErrors(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  if ('message' in node && typeof (node as { message?: unknown }).message === 'string') return 1;
  return Object.entries(node).reduce((n, [key, value]) => (key === 'ref' ? n : n + countErrors(value)), 0);
}

type Alert = { tone: 'danger' | 'warning'; text: string } | null;

interface Prefill {
  user: { email: string; first_name: string; last_name: string };
  address: PrefillAddress | null;
}

/**
 * The checkout: the contact, address and invoice fields, the order summary
 * at the server's prices and the Place order action. react-hook-form validates with the same zod
 * schema the server action parses again. Mounted by CheckoutGate once the cart has been read from
 * storage, so its lines are known from the first render.
 */
export function CheckoutView({ countries }: { countries: CountryOption[] }) {
  const t = useTranslations('Checkout');
  const tl = useTranslations('Limits');
  const locale = useLocale();
  const router = useRouter();
  const lines = useCart((s) => s.lines);
  const user = useAuth((s) => s.user);
  const [alert, setAlert] = useState<Alert>(null);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState(false);
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: checkoutResolver,
    defaultValues: { ...EMPTY_CHECKOUT, shipping_rule: useCart.getState().shippingRule ?? '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, watch, setValue, getValues, setError, setFocus, formState } = form;
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
    if (quote.rule && quote.rule !== getValues('shipping_rule')) setValue('shipping_rule', quote.rule, { shouldValidate: isSubmitted });
    const methods = quote.paymentMethods;
    if (methods.length > 0 && !methods.includes(getValues('payment_method') as PaymentMethod)) setValue('payment_method', methods[0]!);
  }, [quote, getValues, setValue, isSubmitted]);

  // Prefill: a signed-in shopper's account details and default address; else the address this
  // browser used last.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    const fill = (path: FieldPath<CheckoutInput>, value: string | boolean | null | undefined) => {
      if (value === null || value === undefined || value === '') return;
      const current = getValues(path);
      if (typeof current === 'string' && current !== '' && path !== 'shipping.country' && path !== 'billing.country') return;
      if (form.getFieldState(path).isDirty) return;
      setValue(path, value as never);
    };
    const fillSaved = (saved: SavedAddress) => {
      fill('email', saved.email);
      fill('first_name', saved.first_name);
      fill('last_name', saved.last_name);
      fill('company_name', saved.company_name);
      fill('phone', saved.phone);
      for (const key of ['address_line1', 'address_line2', 'city', 'state', 'pincode', 'country'] as const) fill(`shipping.${key}`, saved.shipping[key]);
      if (saved.billing_different) {
        fill('billing_different', true);
        for (const key of ['first_name', 'last_name', 'address_line1', 'address_line2', 'city', 'state', 'pincode', 'country'] as const) fill(`billing.${key}`, saved.billing[key]);
      }
    };
    const savedLoad = loadSavedAddress();
    if (!useAuth.getState().user) {
      void savedLoad.then((saved) => saved && fillSaved(saved));
      return;
    }
    void fetch('/api/checkout/prefill', { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Prefill>) : null))
      .catch(() => null)
      .then((data) => {
        if (!data) {
          void savedLoad.then((saved) => saved && fillSaved(saved));
          return;
        }
        fill('email', data.user.email);
        fill('first_name', data.user.first_name);
        fill('last_name', data.user.last_name);
        const a = data.address;
        if (a) {
          const code = countries.find((c) => c.name === a.country)?.code;
          if (code && countries.some((c) => c.code === code)) fill('shipping.country', code);
          fill('shipping.address_line1', a.address_line1);
          fill('shipping.address_line2', a.address_line2);
          fill('shipping.city', a.city);
          fill('shipping.state', a.state);
          fill('shipping.pincode', a.pincode);
          fill('phone', a.phone);
        } else void savedLoad.then((saved) => saved && fillSaved(saved));
      });
  }, [countries, form, getValues, setValue]);

  // GA4 begin_checkout, once per visit of the page with a cart.
  const begun = useRef(false);
  useEffect(() => {
    if (lines.length > 0 && !begun.current) {
      begun.current = true;
      trackCartEvent('begin_checkout', lines, useCart.getState().couponCode ? { coupon: useCart.getState().couponCode! } : {});
    }
  }, [lines]);

  const showAlert = (next: Alert) => {
    setAlert(next);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const onSubmit = async (values: CheckoutValues) => {
    if (inFlight.current || !quote) return;
    inFlight.current = true;
    setSubmitting(true);
    setAlert(null);
    let keepLocked = false;
    try {
      const state = useCart.getState();
      const result = await placeOrder({
        form: values,
        lines: state.lines.map(({ sku, qty, priceCents }) => ({ sku, qty, priceCents })),
        coupon: state.couponCode,
        attempt: checkoutAttempt(),
        expectedTotalCents: quote.totalCents,
        locale,
      });
      switch (result.status) {
        case 'placed': {
          keepLocked = true;
          setPlaced(true);
          void saveAddress({
            email: values.email,
            first_name: values.first_name,
            last_name: values.last_name,
            company_name: values.company_name,
            phone: values.phone,
            shipping: values.shipping,
            billing_different: values.billing_different,
            billing: values.billing,
          });
          if (result.user) useAuth.getState().setUser(result.user);
          router.push(result.next);
          break;
        }
        case 'price-changed':
          await pricing.adopt(result.quote);
          showAlert({ tone: 'warning', text: t('totalChanged', { total: formatCents(locale, result.quote.totalCents) }) });
          break;
        case 'cart-problem':
          await pricing.adopt(result.quote);
          showAlert({ tone: 'danger', text: t('cartProblem') });
          break;
        case 'invalid': {
          let first: string | null = null;
          for (const [path, key] of Object.entries(result.fieldErrors)) {
            if (path === 'root') continue;
            setError(path as FieldPath<CheckoutInput>, { type: 'server', message: key });
            first ??= path;
          }
          if (first) setFocus(first as FieldPath<CheckoutInput>);
          else showAlert({ tone: 'danger', text: t('unavailable') });
          break;
        }
        case 'account-exists':
          setError('email', { type: 'server', message: 'accountExists' });
          setFocus('email');
          break;
        case 'coupon-refused':
          showAlert({
            tone: 'danger',
            // The back-end's reason is a sentence, not always closed by a full stop.
            text: result.message ? t('couponRefused', { code: result.code, message: /[.!?]$/.test(result.message) ? result.message : `${result.message}.` }) : t('couponRefusedPlain', { code: result.code }),
          });
          break;
        case 'total-changed':
          showAlert({ tone: 'danger', text: t('backendTotalDiffers', { total: formatCents(locale, result.totalCents) }) });
          break;
        case 'unconfirmed':
          // The order may exist: the server answers this again to every retry of this attempt and never asks for a second payment.
          showAlert({ tone: 'warning', text: t('unconfirmed') });
          break;
        case 'no-payment-method':
          showAlert({ tone: 'danger', text: t('noPaymentMethods') });
          break;
        case 'rate-limited':
          showAlert({ tone: 'danger', text: tl('tryAgainIn', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }) });
          break;
        case 'rejected':
          showAlert({ tone: 'danger', text: result.message ? t('rejected', { message: result.message }) : t('rejectedGeneric') });
          break;
        default:
          showAlert({ tone: 'danger', text: t('unavailable') });
      }
    } catch {
      showAlert({ tone: 'danger', text: t('unavailable') });
    } finally {
      if (!keepLocked) {
        inFlight.current = false;
        setSubmitting(false);
      }
    }
  };

  // The cart emptied after the form was shown (another tab), and no order was placed here.
  if (lines.length === 0 && !placed) return <CartEmpty texts={{ title: t('emptyCart'), returnToShop: t('returnToShop') }} />;
  const invalidCount = countErrors(errors);

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
        <form id={FORM_ID} className={styles.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-describedby="checkout-required-note">
          <p id="checkout-required-note" className={styles.requiredNote}>
            {t('requiredNote')}
          </p>
          {isSubmitted && invalidCount > 0 && (
            <div className={notices.notice} data-tone="danger" role="alert">
              <Icon name="alert-triangle" size={20} className={notices.icon} />
              <p className={notices.title}>{t('formErrors', { count: invalidCount })}</p>
            </div>
          )}

          <section className={styles.section} aria-labelledby="checkout-contact">
            <h2 id="checkout-contact" className={styles.sectionTitle}>
              {t('sections.contact')}
            </h2>
            {user ? (
              <p className={styles.muted}>{t('signedInAs', { email: user.email })}</p>
            ) : (
              <p className={styles.muted}>
                {t('returning')}{' '}
                <Link href={{ pathname: '/pages/login', query: { next: '/pages/pay' } }}>{t('signIn')}</Link>
              </p>
            )}
            <div className={styles.grid}>
              <TextField
                id="email"
                type="email"
                label={t('fields.email')}
                required
                error={message(errors.email)}
                {...register('email')}
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
              />
              <TextField
                id="phone"
                type="tel"
                label={t('fields.phone')}
                required
                error={message(errors.phone)}
                {...register('phone')}
                autoComplete="tel"
                inputMode="tel"
              />
              <TextField
                id="first_name"
                label={t('fields.first_name')}
                required
                error={message(errors.first_name)}
                {...register('first_name')}
                autoComplete="given-name"
              />
              <TextField
                id="last_name"
                label={t('fields.last_name')}
                required
                error={message(errors.last_name)}
                {...register('last_name')}
                autoComplete="family-name"
              />
              {!(invoice && customerType === 'Company') && (
                <TextField
                  id="company_name"
                  label={t('fields.company_name')}
                  error={message(errors.company_name)}
                  {...register('company_name')}
                  autoComplete="organization"
                  className={styles.full}
                />
              )}
            </div>
          </section>

          <section className={styles.section} aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping" className={styles.sectionTitle}>
              {t('sections.shippingAddress')}
            </h2>
            <AddressFields prefix="shipping" register={register} errors={errors} countries={countries} message={message} />
          </section>

          <section className={styles.section} aria-labelledby="checkout-billing">
            <h2 id="checkout-billing" className={styles.sectionTitle}>
              {t('sections.billing')}
            </h2>
            <CheckboxField id="billing_different" label={t('billingDifferent')} {...register('billing_different')} />
            {billingDifferent && (
              <div className={styles.stack}>
                <div className={styles.grid}>
                  <TextField
                    id="billing-first_name"
                    label={t('fields.first_name')}
                    required
                    error={message(errors.billing?.first_name)}
                    {...register('billing.first_name')}
                    autoComplete="section-billing billing given-name"
                  />
                  <TextField
                    id="billing-last_name"
                    label={t('fields.last_name')}
                    required
                    error={message(errors.billing?.last_name)}
                    {...register('billing.last_name')}
                    autoComplete="section-billing billing family-name"
                  />
                </div>
                <AddressFields prefix="billing" register={register} errors={errors} countries={countries} message={message} />
              </div>
            )}
            <CheckboxField id="invoice" label={t('invoice.request')} hint={t('invoice.requestHint')} {...register('invoice')} />
            {invoice && <InvoiceFields customerType={customerType} register={register} errors={errors} message={message} />}
          </section>

          {!user && (
            <section className={styles.section} aria-labelledby="checkout-account">
              <h2 id="checkout-account" className={styles.sectionTitle}>
                {t('sections.account')}
              </h2>
              <CheckboxField id="create_account" label={t('createAccount')} hint={t('createAccountHint')} {...register('create_account')} />
              {createAccount && (
                <TextField
                  id="password"
                  type="password"
                  label={t('fields.password')}
                  hint={t('fields.passwordHint')}
                  required
                  error={message(errors.password)}
                  {...register('password')}
                  autoComplete="new-password"
                  className={styles.narrow}
                />
              )}
            </section>
          )}

          <section className={styles.section} aria-labelledby="checkout-notes">
            <h2 id="checkout-notes" className={styles.sectionTitle}>
              {t('sections.notes')}
            </h2>
            <TextAreaField
              id="order_comment"
              label={t('fields.order_comment')}
              placeholder={t('fields.order_commentPlaceholder')}
              error={message(errors.order_comment)}
              {...register('order_comment')}
              maxLength={1000}
              rows={3}
            />
          </section>
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
