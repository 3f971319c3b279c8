import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from './checkout-progress.module.css';

type Step = 'cart' | 'checkout' | 'complete';
const STEPS: Array<{ id: Step; href: string | null }> = [
  { id: 'cart', href: '/pages/cart' },
  { id: 'checkout', href: '/pages/pay' },
  // The progress bar's last step is not clickable: the order is complete only once it is placed.
  { id: 'complete', href: null },
];

/** Cart › Checkout › Order complete. Earlier and later steps link back while the order is open; none once it is placed. */
export function CheckoutProgress({ current }: { current: Step }) {
  const t = useTranslations('Checkout.progress');
  const index = STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => {
          const state = i < index ? 'done' : i === index ? 'current' : 'next';
          const label = (
            <>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <span className={styles.label}>{t(step.id)}</span>
            </>
          );
          const clickable = step.href !== null && state !== 'current' && current !== 'complete';
          return (
            <li
              key={step.id}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {clickable ? (
                <Link href={step.href!} className={styles.link}>
                  {label}
                </Link>
              ) : (
                <span className={styles.link}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
