'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { parseCountdownEnd, remaining, type Remaining } from '@/lib/domain/countdown';
import styles from './countdown.module.css';

/**
 * The countdown widget (spec §4): an end time, or a relative offset `+Nh`, `+Nm`, `+Nd` counted
 * from when the shopper opens the page; refreshes every second.
 *
 * No layout shift: every unit has a fixed width with tabular digits, and before hydration (the
 * page is prerendered, so the server cannot know the shopper's clock) the same boxes show `--`.
 * An end that cannot be read shows nothing rather than "NaN".
 */
export function Countdown({ end, label, className }: { end: string | number; label: string; className?: string }) {
  const t = useTranslations('Countdown');
  const [left, setLeft] = useState<Remaining | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    const target = parseCountdownEnd(end, new Date());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      if (!target) {
        setInvalid(true);
        return;
      }
      const now = new Date();
      const next = remaining(target, now);
      setLeft(next);
      if (next.done) return;
      // Wake up just after the next whole second of the remaining time, so seconds never skip.
      const ms = (target.getTime() - now.getTime()) % 1000;
      timer = setTimeout(tick, (ms === 0 ? 1000 : ms) + 15);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [end]);

  if (invalid) return null;
  if (left?.done) {
    return (
      <p className={`${styles.ended} ${className ?? ''}`} role="status">
        {t('ended')}
      </p>
    );
  }

  const units = [
    { key: 'days', value: left?.days, label: t('days') },
    { key: 'hours', value: left?.hours, label: t('hours') },
    { key: 'minutes', value: left?.minutes, label: t('minutes') },
    { key: 'seconds', value: left?.seconds, label: t('seconds') },
  ] as const;

  return (
    <div className={`${styles.countdown} ${className ?? ''}`} role="timer" aria-label={label} data-countdown="">
      {units.map((u) => (
        <span key={u.key} className={styles.unit} data-unit={u.key}>
          <span className={styles.value}>{u.value === undefined ? '--' : String(u.value).padStart(2, '0')}</span>
          <span className={styles.label}>{u.label}</span>
        </span>
      ))}
    </div>
  );
}
