import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'dark' | 'ghost';

/** Class names of the shop's one button style, for <button> and for links that look like buttons. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  options: { block?: boolean; small?: boolean; className?: string } = {},
) {
  return [
    styles.button,
    styles[variant],
    options.block && styles.block,
    options.small && styles.small,
    options.className,
  ]
    .filter(Boolean)
    .join(' ');
}
