import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { confirmNewsletter } from '@/lib/backend/content';
import { SubscriptionOutcome, type Outcome } from '@/components/content/subscription-outcome';
import { confirmParams } from '@/components/content/confirm-params';

export async function generateMetadata({ params }: PageProps<'/[locale]/pages/confirm_subscription'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Subscription' });
  // A personal, one-off page: keep it out of search engines.
  return { title: t('confirmTitle'), robots: { index: false, follow: false } };
}

/**
 * `/pages/confirm_subscription?email=…&token=…`, the link of the newsletter's confirmation email:
 * confirms with the back-end (which checks the signature and expiry) and says how it went.
 */
export default async function ConfirmSubscriptionPage({ params, searchParams }: PageProps<'/[locale]/pages/confirm_subscription'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const link = confirmParams(await searchParams);
  let outcome: Outcome = 'invalid';
  if (link) {
    const result = await confirmNewsletter(locale, link.email, link.token);
    if (result.ok) outcome = result.data.status === 'already-subscribed' ? 'already' : 'confirmed';
    else if (result.error.status === 410 || result.error.excType === 'LinkExpired') outcome = 'expired';
    else if (result.error.kind === 'rejected' || result.error.kind === 'not-found') outcome = 'invalid';
    else outcome = 'unavailable';
  }
  return <SubscriptionOutcome outcome={outcome} email={link?.email ?? ''} />;
}
