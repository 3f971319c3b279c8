import { useLocale, useTranslations } from 'next-intl';
import type { TimelineEntry } from '@/lib/backend/schemas/order-timeline';
import { formatDate } from '@/lib/format';
import { useStatusLabel } from './order-status';
import styles from './order-timeline.module.css';

/** The order's dated status updates (docs/decisions.md "order status values"), newest last and marked current. */
export function OrderTimeline({ entries, headingId }: { entries: TimelineEntry[]; headingId?: string }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const label = useStatusLabel();
  if (entries.length === 0) return <p className={styles.none}>{t('timelineEmpty')}</p>;
  return (
    <ol className={styles.timeline} aria-labelledby={headingId}>
      {entries.map((entry, i) => {
        const current = i === entries.length - 1;
        return (
          <li
            key={`${entry.status}-${entry.date}-${i}`}
            className={`${styles.step} ${current ? styles.current : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <div className={styles.body}>
              <p className={styles.status}>{label(entry.status)}</p>
              <p className={styles.date}>
                <time dateTime={entry.date}>
                  {formatDate(locale, entry.date, { dateStyle: 'long', timeStyle: 'short' })}
                </time>
              </p>
              {entry.note && <p className={styles.note}>{entry.note}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
