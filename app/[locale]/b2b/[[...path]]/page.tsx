import { titledPage } from '@/lib/page-title';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';

export const generateMetadata = titledPage('Business.title');

/** Rendered per request (any address under /b2b): nothing here is worth a static shell. */
export const instant = false;

/** B2B rules are not shown (docs/decisions.md): invite business customers to the contact form, no B2B prices. */
export default async function BusinessPage({ params }: PageProps<'/[locale]/b2b/[[...path]]'>) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Business');
  return (
    <section className="container" style={{ maxWidth: 720, paddingBlock: 'var(--space-16)' }}>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/pages/contact-us" className={buttonClass('primary')}>
        {t('cta')}
      </Link>
    </section>
  );
}
