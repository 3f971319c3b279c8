import { titledPage } from '@/lib/page-title';
import { setRequestLocale } from 'next-intl/server';
import { SubscriptionConfirm } from '@/components/newsletter/subscription-confirm';
import { SubscriptionIntl } from '@/components/newsletter/subscription-intl';
import { perRequest } from '@/components/ui/per-request';

// A personal, one-off page: keep it out of search engines.
export const generateMetadata = titledPage('Subscription.confirmTitle', { robots: { index: false, follow: false } });

/**
 * `/pages/confirm_subscription?api=…&email=…&email_group=…&_signature=…`, the link of the
 * newsletter's confirmation e-mail: the back-end checks the signature and says how it went.
 */
async function ConfirmSubscriptionPage({ params }: PageProps<'/[locale]/pages/confirm_subscription'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <SubscriptionIntl>
      <SubscriptionConfirm />
    </SubscriptionIntl>
  );
}

export default perRequest(ConfirmSubscriptionPage);
