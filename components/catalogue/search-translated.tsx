import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { contentLang } from '@/lib/content-lang';
import type { TranslatedSearch } from '@/lib/domain/glossary';
import styles from './shop-listing.module.css';

/**
 * What a search in the shopper's language found nothing for, and what it was put into:
 * "Showing results for «trapano» (drill)", the catalogue's word marked with its language, and
 * a link to the search exactly as typed.
 */
export function SearchTranslated({
  translated,
  asTypedHref,
  typed,
  locale,
}: {
  translated: TranslatedSearch;
  asTypedHref: string;
  typed: string;
  locale: string;
}) {
  const t = useTranslations('ListingPage');
  return (
    <p className={styles.corrected} role="status">
      {t.rich('searchTranslated', {
        translated: translated.term,
        understood: translated.understood,
        catalogue: (chunks) => <span lang={contentLang(locale)}>{chunks}</span>,
      })}{' '}
      <Link href={asTypedHref} prefetch={false}>
        {t('searchAsTyped', { typed })}
      </Link>
    </p>
  );
}
