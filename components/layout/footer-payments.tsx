import { getTranslations } from 'next-intl/server';
import { PaymentMethodsLine } from '@/components/ui/payment-methods-line';
import { acceptedPaymentsOf } from '@/lib/domain/accepted-payments';
import { paymentMethodsSetting } from '@/lib/env';

/** The footer's "secure payments" line: the ways to pay the shop's configuration names (PAYMENT_METHODS). */
export async function FooterPayments({ className }: { className?: string }) {
  const t = await getTranslations('Payments');
  return (
    <PaymentMethodsLine
      className={className}
      title={t('secure')}
      label={t('accepted')}
      names={acceptedPaymentsOf(paymentMethodsSetting()).map((m) => t(`methods.${m}`))}
    />
  );
}
