import type { CSSProperties } from 'react';
import styles from './rating-stars.module.css';

/**
 * Five stars filled to `value` (0..5). Decorative: the caller gives the words ("4.3 out of 5").
 * One empty element: the stars are its CSS mask and the fill a gradient, so a page of reviews does
 * not carry ten SVG drawings per rating twice, in its markup and its RSC payload.
 */
export function RatingStars({ value, size = 16 }: { value: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  const style = { '--size': `${size}px`, '--fill': `${percent}%` } as CSSProperties;
  return <span className={styles.stars} aria-hidden="true" style={style} />;
}
