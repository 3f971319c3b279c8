import { Icon } from './icon';
import styles from './payment-methods-line.module.css';

/**
 * "Secure payments" and the ways to pay the shop takes, each as a text badge named in the
 * shopper's language (brands keep their names): the footer's line and the checkout's payment step.
 */
export function PaymentMethodsLine({
  title,
  label,
  names,
  className,
}: {
  title: string;
  /** The list's accessible name ("Ways to pay we accept"). */
  label: string;
  names: readonly string[];
  className?: string;
}) {
  if (names.length === 0) return null;
  return (
    <div className={className ? `${styles.line} ${className}` : styles.line}>
      <p className={styles.title}>
        <Icon name="shield" size={18} />
        {title}
      </p>
      <ul className={styles.list} aria-label={label}>
        {names.map((name) => (
          <li key={name} className={styles.method}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
