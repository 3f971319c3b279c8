'use client';
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { useActionForm } from '@/components/ui/use-action-form';
import { FormShell } from '@/components/ui/form-shell';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney } from '@/lib/format';
import { EmailField } from '@/components/ui/email-field';
import { OrderStatusBadge, usePaymentLabel } from './order-status';
import { OrderTimeline } from './order-timeline';
import { trackOrderAction, type TrackedOrder } from './track-actions';
import { accountNativeKey } from './error-keys';
import { OrderNumberField } from './order-number-field';
import { TryLater } from './try-later';
import { useErrorText } from './use-form-text';
import styles from './track-form.module.css';

/** Order tracking for anyone with the order number and its e-mail (guests included). */
export function TrackForm({ initialOrder = '' }: { initialOrder?: string }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const errorText = useErrorText();
  const payment = usePaymentLabel();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const { form, field, errors, failure, pending } = useActionForm({
    defaults: { order_number: initialOrder, email: '' },
    schema: () => import('./schemas').then((m) => m.trackSchema),
    nativeKey: accountNativeKey,
    action: trackOrderAction,
    onSuccess: (result) => setOrder(result.order),
    onRefusal: () => {
      setOrder(null);
      return false;
    },
  });

  useEffect(() => {
    if (order) resultHeading.current?.focus();
  }, [order]);

  if (failure?.reason === 'not-offered') {
    // This back-end cannot look orders up: say how to get the answer instead of failing.
    return (
      <section className={styles.result} aria-labelledby="track-offline" role="status">
        <h2 id="track-offline" className={styles.resultTitle}>
          {t('trackOfflineTitle')}
        </h2>
        <p>{t('trackOfflineText')}</p>
        <Link href="/pages/contact-us" className={buttonClass('primary')}>
          {t('trackOfflineContact')}
        </Link>
      </section>
    );
  }

  return (
    <div className={styles.track}>
      <FormShell
        form={form}
        className={styles.form}
        alert={
          failure && (
            <>
              {failure.reason === 'no-match' && <p>{t('trackNoMatch')}</p>}
              <TryLater failure={failure} />
            </>
          )
        }
        submit={pending ? t('tracking') : t('trackSubmit')}
        pending={pending}
        block
      >
        <OrderNumberField error={errorText(errors.order_number)} {...field('order_number')} />
        <EmailField label={t('orderEmail')} error={errorText(errors.email)} {...field('email')} />
      </FormShell>

      {order && (
        <section className={styles.result} aria-labelledby="track-result">
          <h2 id="track-result" ref={resultHeading} tabIndex={-1} className={styles.resultTitle}>
            {t('trackResultTitle', { name: order.name })}
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('trackStatus')}</dt>
              <dd>
                <OrderStatusBadge status={order.status} />
              </dd>
            </div>
            <div>
              <dt>{t('trackPlaced')}</dt>
              <dd>{formatDate(locale, order.creation, { dateStyle: 'long' })}</dd>
            </div>
            {order.total !== null && (
              <div>
                <dt>{t('trackTotal')}</dt>
                <dd>{formatMoney(locale, order.total)}</dd>
              </div>
            )}
            {order.payment_method && (
              <div>
                <dt>{t('trackPayment')}</dt>
                <dd>{payment(order.payment_method)}</dd>
              </div>
            )}
          </dl>
          {order.items.length > 0 && (
            <ul className={styles.items}>
              {order.items.map((item, i) => (
                <li key={i}>
                  {item.qty} × {item.item_name ?? item.item_code}
                </li>
              ))}
            </ul>
          )}
          {order.timeline.length > 0 && (
            <>
              <h3 className={styles.timelineTitle} id="track-timeline">
                {t('trackTimeline')}
              </h3>
              <OrderTimeline entries={order.timeline} headingId="track-timeline" />
            </>
          )}
        </section>
      )}
    </div>
  );
}
