'use client';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { WithdrawalStatement } from '@/lib/domain/withdrawal';
import { formatDate } from '@/lib/format';
import styles from './withdrawal.module.css';

/**
 * The acknowledgement of receipt: the statement as it was sent, with the date and time, the same
 * words the shop e-mailed (art. 11a(4) of Directive 2011/83/EU: on a durable medium, without
 * delay). It can be printed or saved as PDF from the browser.
 */
export function WithdrawalAcknowledgement({ statement }: { statement: WithdrawalStatement }) {
  const t = useTranslations('Withdrawal');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const when = (iso: string) => formatDate(locale, iso, { dateStyle: 'long', timeStyle: 'long' });
  return (
    <section className={`${styles.step} ${styles.receipt}`} aria-labelledby="withdrawal-received" role="status">
      <h2 id="withdrawal-received" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('receivedTitle')}
      </h2>
      <p>{t('receivedText', { email: statement.email })}</p>
      <article className={styles.statement} aria-labelledby="withdrawal-statement">
        <h3 id="withdrawal-statement">{t('statement.title')}</h3>
        <p>{t('statement.declaration')}</p>
        <p>
          <strong>{t('statement.goods')}</strong>
        </p>
        {statement.wholeOrder && <p>{t('statement.wholeOrder')}</p>}
        <ul>
          {statement.items.map((item) => (
            <li key={item.code}>
              {item.qty} × {item.name} ({item.code})
            </li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <div>
            <dt>{t('statement.order')}</dt>
            <dd>{statement.order}</dd>
          </div>
          {statement.orderedOn && (
            <div>
              <dt>{t('statement.orderedOn')}</dt>
              <dd>{when(statement.orderedOn)}</dd>
            </div>
          )}
          <div>
            <dt>{t('statement.consumer')}</dt>
            <dd>{statement.name}</dd>
          </div>
          <div>
            <dt>{t('statement.email')}</dt>
            <dd>{statement.email}</dd>
          </div>
          <div>
            <dt>{t('statement.sentAt')}</dt>
            <dd>
              <time dateTime={statement.sentAt}>{when(statement.sentAt)}</time>
            </dd>
          </div>
        </dl>
        <p>{t('statement.receipt')}</p>
      </article>
      <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
        {t('print')}
      </button>
    </section>
  );
}
