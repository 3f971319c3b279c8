import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Store } from '@/lib/backend/schemas/content';
import { SUPPORT_EMAIL } from '@/lib/shop-terms';
import { ContentBody } from './content-page';
import prose from './prose.module.css';

/**
 * The model withdrawal form of the consumer-rights rules, word for word in the page's language,
 * addressed to the head office the contact page shows and to the support address
 * (docs/decisions.md "right of withdrawal"). Without the stores list only the e-mail is given.
 */
export async function WithdrawalForm({ office }: { office: Store | null }) {
  const t = await getTranslations('Withdrawal');
  return (
    <ContentBody>
      <div className={prose.prose}>
        <h2>{t('formTitle')}</h2>
        <p>{t('instructions')}</p>
        <ul>
          <li>
            {t('to')}
            <address>
              {office && (
                <>
                  {office.title}
                  <br />
                  {office.address_line1}
                  <br />
                  {[office.pincode, office.city, office.province ? `(${office.province})` : '']
                    .filter(Boolean)
                    .join(' ')}
                  <br />
                </>
              )}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </address>
          </li>
          <li>{t('notice')}</li>
          <li>{t('orderedOn')}</li>
          <li>{t('name')}</li>
          <li>{t('address')}</li>
          <li>{t('signature')}</li>
          <li>{t('date')}</li>
        </ul>
        <p>{t('deleteNote')}</p>
        <p>{t.rich('contactForm', { link: (chunks) => <Link href="/pages/contact-us">{chunks}</Link> })}</p>
      </div>
    </ContentBody>
  );
}
