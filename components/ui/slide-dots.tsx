import styles from './slide-dots.module.css';

/**
 * A slider's "go to slide N" buttons, one a slide, the one in view marked current. The slider
 * places the row and sets the dots' look (`className`, see slide-dots.module.css).
 */
export function SlideDots({
  labels,
  current,
  onPick,
  className,
}: {
  labels: string[];
  current: number;
  onPick: (index: number) => void;
  className?: string;
}) {
  return (
    <div className={`${styles.dots} ${className ?? ''}`}>
      {labels.map((label, i) => (
        <button
          key={label}
          type="button"
          className={styles.dot}
          onClick={() => onPick(i)}
          aria-label={label}
          aria-current={i === current ? 'true' : undefined}
        />
      ))}
    </div>
  );
}
