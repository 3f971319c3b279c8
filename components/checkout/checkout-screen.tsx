import { getTranslations } from 'next-intl/server';
import { getDeliverableCountries } from '@/lib/backend/commerce';
import { GuaranteeNotice } from '@/components/legal/guarantee-notice';
import { CheckoutProgress } from './checkout-progress';
import { CheckoutGate } from './checkout-gate';
import { getPickupPoints } from '@/lib/checkout/pickup-points';
import type { CountryOption } from './address-fields';
import { AcceptedPaymentsSlot } from './accepted-payments-slot';
import { paymentMethodsSetting } from '@/lib/env';
import { countryNameIn } from '@/lib/domain/country-names';
import { ACCEPTED_PAYMENTS, acceptedPaymentsOf, type AcceptedPayment } from '@/lib/domain/accepted-payments';

/** The checkout screen shared by /pages/pay and /pages/checkout (docs/decisions.md: the same screen). */
export async function CheckoutScreen({ locale }: { locale: string }) {
  const t = await getTranslations('Checkout');
  const tp = await getTranslations('Payments');
  const [countries, pickupPoints] = await Promise.all([getDeliverableCountries(locale), getPickupPoints()]);
  const accepted = {
    title: tp('secure'),
    label: tp('accepted'),
    accepted: acceptedPaymentsOf(paymentMethodsSetting()),
    names: Object.fromEntries(ACCEPTED_PAYMENTS.map((m) => [m, tp(`methods.${m}`)])) as Record<AcceptedPayment, string>,
  };
  // Without the back-end's list the shopper can still order to Italy, the shop's default.
  const options: CountryOption[] =
    countries.ok && countries.data.length > 0
      ? // Named in the shopper's language; the form sends the code, and the server the back-end's name.
        countries.data.map((c) => ({ code: c.code.toUpperCase(), name: countryNameIn(locale, c) }))
      : [{ code: 'IT', name: countryNameIn(locale, { code: 'IT', name: 'Italia' }) }];
  return (
    <div className="container" data-form-page>
      <CheckoutProgress current="checkout" />
      <h1>{t('title')}</h1>
      <div className="client-region">
        <AcceptedPaymentsSlot value={accepted}>
          <CheckoutGate
            countries={options}
            pickupPoints={pickupPoints}
            texts={{ loading: t('loading'), emptyCart: t('emptyCart'), returnToShop: t('returnToShop') }}
          />
        </AcceptedPaymentsSlot>
      </div>
      {/* Before the contract, in a prominent manner (art. 6(1)(l) of Directive 2011/83/EU as amended). */}
      <GuaranteeNotice />
    </div>
  );
}
