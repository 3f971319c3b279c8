import { Icon } from './icon';
import snap from './snap-track.module.css';

/**
 * A slider's previous and next buttons, over the row's edges (placed by snap-track.module.css,
 * the lightbox's Swiper row included); `className` is the slider's look for them. Each is
 * disabled at its end.
 */
export function SlideArrows({
  labels,
  onStep,
  atStart,
  atEnd,
  className,
  iconSize,
}: {
  labels: { previous: string; next: string };
  onStep: (direction: 1 | -1) => void;
  atStart: boolean;
  atEnd: boolean;
  className?: string;
  iconSize: number;
}) {
  return (
    <>
      <button
        type="button"
        className={`${snap.arrow} ${snap.prev} ${className ?? ''}`}
        onClick={() => onStep(-1)}
        disabled={atStart}
        aria-label={labels.previous}
      >
        <Icon name="chevron-left" size={iconSize} />
      </button>
      <button
        type="button"
        className={`${snap.arrow} ${snap.next} ${className ?? ''}`}
        onClick={() => onStep(1)}
        disabled={atEnd}
        aria-label={labels.next}
      >
        <Icon name="chevron-right" size={iconSize} />
      </button>
    </>
  );
}
