import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './cart-states.module.css';

interface EmptyTexts {
  title: string;
  hint?: string;
  returnToShop: string;
}

/**
 * The cart and checkout pages' empty cart: what it means and the way back to the shop.
 *
 * With `loading`, the cart is not read from storage yet: a loading line shows, and the empty state
 * too, which CSS shows instead when the boot script saw no cart lines (app/styles/globals.css,
 * data-cart-empty), so an empty cart paints with the HTML. Both states are this one component,
 * with the empty block in the same place: when the read finds the cart empty, React keeps the
 * painted block instead of drawing a new one, which the browser would count as a later largest
 * paint (the cart's LCP came after hydration). A cart with lines draws its own tree instead, so
 * nothing of this moves to the lines' margins.
 */
export function CartEmpty({ texts, loading }: { texts: EmptyTexts; loading?: string }) {
  return (
    <div>
      {loading && (
        <div className={styles.loading} role="status" data-cart-loading="">
          <span className={styles.spinner} aria-hidden="true" />
          {loading}
        </div>
      )}
      <div className={styles.empty} data-cart-empty-preview={loading ? true : undefined}>
        <span className={styles.emptyIcon} aria-hidden="true">
          <Icon name="cart" size={36} />
        </span>
        <p className={styles.emptyTitle}>{texts.title}</p>
        {texts.hint && <p className={styles.emptyText}>{texts.hint}</p>}
        <Link href="/shop" className={buttonClass('primary')}>
          {texts.returnToShop}
        </Link>
      </div>
    </div>
  );
}
