import { getTranslations } from 'next-intl/server';
import type { CardRowTexts } from './card-row-states';

/** The words of a row of cards read later (home rows, popular tabs, related products), in the request's language. */
export async function cardRowTexts(): Promise<CardRowTexts> {
  const t = await getTranslations('Home');
  return { loading: t('rowLoading'), failed: t('rowFailed'), retry: t('rowRetry'), empty: t('rowEmpty') };
}
