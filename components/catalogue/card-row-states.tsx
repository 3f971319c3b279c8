import type { ReactNode } from 'react';
import states from './card-row-states.module.css';

/** The words a row of cards read later may need: while it comes, if it cannot, and if it is empty. */
export interface CardRowTexts {
  loading: string;
  failed: string;
  retry: string;
  empty: string;
}

/** How a read of cards ended: cards to show, none found (a category emptied since the page was made), or a failure. */
export type CardsOutcome = 'shown' | 'empty' | 'failed';

/** A row of cards still to come: its height, so the page does not jump, and a status for screen readers. */
export function CardRowPlaceholder({ loading }: { loading: string }) {
  return (
    <div className={states.placeholder} role="status">
      <span className="visually-hidden">{loading}</span>
    </div>
  );
}

/**
 * A row whose read ended without cards says why: it could not come, with a way to ask again, or its
 * listing has nothing in it now (said plainly, since asking again would find the same). Until then,
 * and once there are cards, the row shows `children`.
 */
export function CardRowOutcome({
  outcome,
  texts,
  retry,
  children,
}: {
  outcome: CardsOutcome | undefined;
  texts: CardRowTexts;
  retry: () => void;
  children: ReactNode;
}) {
  if (outcome === 'empty') return <p className={states.state}>{texts.empty}</p>;
  if (outcome !== 'failed') return children;
  return (
    <p className={states.state}>
      {texts.failed}{' '}
      <button type="button" className={states.retry} onClick={retry}>
        {texts.retry}
      </button>
    </p>
  );
}
