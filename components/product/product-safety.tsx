import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { contentLang } from '@/lib/content-lang';
import type { ProductSafety, SafetyParty } from '@/lib/domain/product-safety';
import styles from './product-safety.module.css';

/**
 * Product safety on the offer (Regulation (EU) 2023/988 art. 19, docs/decisions.md "the law"): the
 * manufacturer with its postal and electronic address, the EU responsible person when the maker is
 * outside the EU, what identifies the product, and its warnings in the shop's language. Open on
 * the page, not in a tab. What the back-end lacks is said, never made up.
 */
export async function ProductSafetySection({
  safety,
  product,
  locale,
}: {
  safety: ProductSafety | null;
  product: { sku: string; gtin?: string | null; brand?: string | null };
  locale: string;
}) {
  const t = await getTranslations('ProductSafety');
  const lang = contentLang(locale);
  const party = (who: SafetyParty) => (
    <>
      <p className={styles.name}>
        {who.name}
        {who.tradeMark && <span className={styles.muted}> ({who.tradeMark})</span>}
      </p>
      {who.postal ? (
        <address className={styles.address}>
          {who.postal.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : (
        <p className={styles.muted}>{t('noAddress')}</p>
      )}
      {who.email && (
        <p>
          <a href={`mailto:${who.email}`}>{who.email}</a>
        </p>
      )}
      {who.website && (
        <p>
          <a href={who.website} rel="noopener nofollow" target="_blank">
            {who.website.replace(/^https?:\/\//, '')}
          </a>
        </p>
      )}
    </>
  );
  return (
    <section className={styles.safety} aria-labelledby="product-safety">
      <h2 id="product-safety" className={styles.title}>
        {t('title')}
      </h2>
      <div className={styles.grid}>
        <div>
          <h3 className={styles.heading}>{t('manufacturer')}</h3>
          {safety?.manufacturer ? (
            party(safety.manufacturer)
          ) : (
            <p className={styles.muted}>
              {t.rich('noManufacturer', { link: (chunks) => <Link href="/pages/contact-us">{chunks}</Link> })}
            </p>
          )}
        </div>
        {safety?.manufacturerOutsideEu && (
          <div>
            <h3 className={styles.heading}>{t('responsible')}</h3>
            {safety.responsible ? (
              party(safety.responsible)
            ) : (
              <p className={styles.muted}>
                {t.rich('noResponsible', { link: (chunks) => <Link href="/pages/contact-us">{chunks}</Link> })}
              </p>
            )}
          </div>
        )}
        <div>
          <h3 className={styles.heading}>{t('identification')}</h3>
          <dl className={styles.facts}>
            {product.brand && (
              <div>
                <dt>{t('brand')}</dt>
                <dd>{product.brand}</dd>
              </div>
            )}
            {safety?.model && (
              <div>
                <dt>{t('model')}</dt>
                <dd>{safety.model}</dd>
              </div>
            )}
            <div>
              <dt>{t('sku')}</dt>
              <dd>{product.sku}</dd>
            </div>
            {product.gtin && (
              <div>
                <dt>{t('ean')}</dt>
                <dd>{product.gtin}</dd>
              </div>
            )}
          </dl>
        </div>
        {safety?.warnings && (
          <div className={styles.warnings}>
            <h3 className={styles.heading}>{t('warnings')}</h3>
            <p lang={lang}>{safety.warnings}</p>
          </div>
        )}
      </div>
    </section>
  );
}
