import { setRequestLocale } from 'next-intl/server';
import { RegisterScreen } from '@/components/account/auth-screens';
import { nextPathOf } from '@/lib/domain/safe-redirect';
import { perRequest } from '@/components/ui/per-request';
import { unlistedPage } from '@/lib/unlisted-page';

export const generateMetadata = unlistedPage('register');

type Props = PageProps<'/[locale]/pages/register'>;

async function RegisterPage({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  return <RegisterScreen next={nextPathOf(await searchParams)} />;
}

export default perRequest(RegisterPage, async ({ params }: Props) => {
  setRequestLocale((await params).locale);
  return <RegisterScreen />;
});
