import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/content/not-found-screen';

export async function generateMetadata() {
  const t = await getTranslations('NotFound');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default function NotFound() {
  return <NotFoundScreen />;
}
