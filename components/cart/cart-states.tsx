import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import styles from './cart-states.module.css';

interface EmptyTexts {
  title: string;
  hint?: string;
  returnToShop: string;
}

/** The cart and checkout pages' empty cart: what it means and the way back to the shop. */
export function CartEmpty({ texts, preview = false }: { texts: EmptyTexts; preview?: boolean }) {
  return (
    <div className={styles.empty} data-cart-empty-preview={preview || undefined}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon name="cart" size={36} />
      </span>
      <p className={styles.emptyTitle}>{texts.title}</p>
      {texts.hint && <p className={styles.emptyText}>{texts.hint}</p>}
      <Link href="/shop" className={buttonClass('primary')}>
        {texts.returnToShop}
      </Link>
    </div>
  );
}

/**
 * Before the cart is read from storage: a loading line, and the empty state too, which CSS shows
 * instead when the boot script saw no cart lines (app/styles/globals.css, data-cart-empty), so an empty cart
 * paints with the HTML. A component of its own, apart from CartEmpty and the cart: React mounts
 * the next state afresh instead of reusing this node, whose move to the new state's margin the
 * browser would count as a layout shift.
 */
export function CartPending({ loading, empty }: { loading: string; empty: EmptyTexts }) {
  return (
    <div>
      <div className={styles.loading} role="status" data-cart-loading="">
        <span className={styles.spinner} aria-hidden="true" />
        {loading}
      </div>
      <CartEmpty texts={empty} preview />
    </div>
  );
}
