import states from './card-row-states.module.css';

/** A row of cards still to come: its height, so the page does not jump, and a status for screen readers. */
export function CardRowPlaceholder({ loading }: { loading: string }) {
  return (
    <div className={states.placeholder} role="status">
      <span className="visually-hidden">{loading}</span>
    </div>
  );
}

/** A row of cards that could not come, with a way to ask again. */
export function CardRowFailed({ texts, retry }: { texts: { failed: string; retry: string }; retry: () => void }) {
  return (
    <p className={states.state}>
      {texts.failed}{' '}
      <button type="button" className={states.retry} onClick={retry}>
        {texts.retry}
      </button>
    </p>
  );
}
