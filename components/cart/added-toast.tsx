'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { CartLineImage } from '@/lib/domain/cart';
import styles from './added-toast.module.css';

/** The add-to-cart confirmation: picture, name, "has been added to your cart!", View Cart, Checkout. */
export function AddedToast({
  name,
  variantLabel,
  image,
}: {
  name: string;
  variantLabel?: string | null;
  image?: CartLineImage | null;
}) {
  const t = useTranslations('Toast');
  return (
    <div className={styles.toast}>
      <div className={styles.row}>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a 56 px thumbnail already in the browser cache from the card
          <img src={image.url} alt="" width={56} height={56} className={styles.thumb} />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <p className={styles.text}>
          <strong className={styles.name}>{name}</strong>
          {variantLabel && <span className={styles.variant}> ({variantLabel})</span>} {t('added')}
        </p>
      </div>
      <div className={styles.actions}>
        <Link href="/pages/cart" className={styles.link}>
          {t('viewCart')}
        </Link>
        <Link href="/pages/pay" className={`${styles.link} ${styles.primary}`}>
          {t('checkout')}
        </Link>
      </div>
    </div>
  );
}
