import styles from './rating-stars.module.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

function Row({ size }: { size: number }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/** Five stars filled to `value` (0..5). Decorative: the caller gives the words ("4.3 out of 5"). */
export function RatingStars({ value, size = 16 }: { value: number; size?: number }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={styles.stars} aria-hidden="true" style={{ height: size }}>
      <span className={styles.empty}>
        <Row size={size} />
      </span>
      <span className={styles.full} style={{ width: `${percent}%` }}>
        <Row size={size} />
      </span>
    </span>
  );
}
