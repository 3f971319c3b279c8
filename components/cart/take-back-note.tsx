import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import styles from './take-back-note.module.css';

/**
 * The free one-for-one take-back of an old appliance that the law (RAEE) asks a shop to announce
 * when it sells electrical goods: on the product page and in the checkout summary.
 */
export function TakeBackNote() {
  // In the Cart texts, which travel with the checkout's client islands too (the product page
  // renders this on the server, where every namespace is at hand).
  const t = useTranslations('Cart');
  return (
    <aside className={styles.note} aria-label={t('takeBackTitle')}>
      <Icon name="leaf" size={20} />
      <p>
        <strong>{t('takeBackTitle')}</strong> {t('takeBackNote')}
      </p>
    </aside>
  );
}
