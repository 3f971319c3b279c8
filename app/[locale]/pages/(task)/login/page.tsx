import { setRequestLocale } from 'next-intl/server';
import { SignInScreen } from '@/components/account/auth-screens';
import { nextPathOf } from '@/lib/domain/safe-redirect';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('login');

type Props = PageProps<'/[locale]/pages/login'>;

/** Sign-in page; `next` (same-site paths only) brings the shopper back; `expired` explains why they are here. */
async function LoginPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const query = await searchParams;
  return <SignInScreen next={nextPathOf(query)} expired={query.expired === '1'} />;
}

export default perRequest(LoginPage, async ({ params }: Props) => {
  setRequestLocale((await params).locale);
  return <SignInScreen />;
});
