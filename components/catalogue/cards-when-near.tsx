'use client';
import { Suspense, useState, type ReactNode } from 'react';
import { useNear } from '@/components/ui/use-near';
import { CardRowOutcome, CardRowPlaceholder, type CardRowTexts, type CardsOutcome } from './card-row-states';

/** What the place gives the reader it draws when near. */
export interface CardsPlace {
  /** What stands until the cards come: a row's height, so the page does not jump. */
  placeholder: ReactNode;
  /** How the read ended: cards, none found, or a failure. */
  onSettled: (outcome: CardsOutcome) => void;
}

/**
 * Cards far down a page, read when the shopper scrolls within a screen of them (`read` draws the
 * reader, which may load lazily): they went in every visit's HTML as markup and again as payload,
 * for a part most visitors never reach. The server has checked there are some (it does not draw
 * the section otherwise); should the read fail, the place says so and reads again when asked, and
 * should the listing have emptied since the page was made, it says that instead.
 */
export function CardsWhenNear({ texts, read }: { texts: CardRowTexts; read: (place: CardsPlace) => ReactNode }) {
  const [place, near] = useNear<HTMLDivElement>('100%');
  const [asked, setAsked] = useState(1);
  const [outcome, setOutcome] = useState<CardsOutcome | undefined>(undefined);

  const placeholder = <CardRowPlaceholder loading={texts.loading} />;
  return (
    <div ref={place} aria-busy={near && outcome === undefined ? true : undefined}>
      <CardRowOutcome
        outcome={outcome}
        texts={texts}
        retry={() => {
          setOutcome(undefined);
          setAsked((n) => n + 1);
        }}
      >
        {near ? (
          <Suspense key={asked} fallback={placeholder}>
            {read({ placeholder, onSettled: setOutcome })}
          </Suspense>
        ) : (
          placeholder
        )}
      </CardRowOutcome>
    </div>
  );
}
