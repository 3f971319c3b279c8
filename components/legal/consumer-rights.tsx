import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import prose from '@/components/content/prose.module.css';
import { GuaranteeNotice } from './guarantee-notice';
import styles from './consumer-rights.module.css';

/**
 * What the shop itself owes every buyer to be told, under the terms of sale whatever the back-end's
 * page says (docs/decisions.md "the law"): where the online withdrawal function is (art. 49(1)(h)
 * Codice del Consumo, as D.Lgs. 209/2025 amended it).
 */
export async function ConsumerRights() {
  const t = await getTranslations('ConsumerRights');
  return (
    <section className={`${prose.prose} ${styles.rights}`} aria-labelledby="consumer-rights">
      <h2 id="consumer-rights">{t('title')}</h2>
      <h3>{t('withdrawalTitle')}</h3>
      <p>
        {t.rich('withdrawalText', {
          link: (chunks) => <Link href="/pages/withdrawal">{chunks}</Link>,
        })}
      </p>
      <h3>{t('guaranteeTitle')}</h3>
      <p>{t('guaranteeText')}</p>
      <GuaranteeNotice heading="h3" />
      <h3>{t('reviewsTitle')}</h3>
      <p>{t('reviewsText')}</p>
      <h3>{t('accessibilityTitle')}</h3>
      <p>
        {t.rich('accessibilityText', {
          link: (chunks) => <Link href="/pages/accessibility">{chunks}</Link>,
        })}
      </p>
    </section>
  );
}
