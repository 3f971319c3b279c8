'use client';
import { Children, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { useSnapTrack } from '@/components/ui/use-snap-track';
import snap from '@/components/ui/snap-track.module.css';
import styles from './related-slider.module.css';

/**
 * A row of product cards (passed as children, its arrows' words as `labels`): 1.6 per view on phones up
 * to 5 on wide screens (the shop's slider presets). The browser scrolls and snaps the row (swipe,
 * trackpad, focus); the arrow buttons move it a view at a time.
 */
export function RelatedSlider({
  children,
  labelledBy,
  labels,
}: {
  children: ReactNode;
  labelledBy: string;
  labels: { previous: string; next: string };
}) {
  const { ref, atStart, atEnd, page } = useSnapTrack<HTMLUListElement>();

  return (
    <div className={styles.slider} role="region" aria-labelledby={labelledBy}>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => page(-1)}
          disabled={atStart}
          aria-label={labels.previous}
        >
          <Icon name="chevron-left" size={20} />
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => page(1)}
          disabled={atEnd}
          aria-label={labels.next}
        >
          <Icon name="chevron-right" size={20} />
        </button>
      </div>
      <ul ref={ref} className={`${snap.track} ${styles.track}`}>
        {Children.map(children, (slide) => (
          <li className={`${snap.slide} ${styles.slide}`}>{slide}</li>
        ))}
      </ul>
    </div>
  );
}
