'use client';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/components/ui/form-resolver';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { formatDate, formatMoney } from '@/lib/format';
import { FormAlert, TextField } from '@/components/ui/field';
import { OrderStatusBadge, usePaymentLabel } from './order-status';
import { OrderTimeline } from './order-timeline';
import { trackSchema, type TrackInput } from './schemas';
import { trackOrderAction, type TrackedOrder, type TrackResult } from './track-actions';
import { useErrorText, waitMinutes } from './use-form-text';
import styles from './track-form.module.css';
import formStyles from './forms.module.css';

type Failure = Exclude<TrackResult, { ok: true } | { reason: 'invalid' }>;

/** Order tracking for anyone with the order number and its e-mail (guests included). */
export function TrackForm({ initialOrder = '' }: { initialOrder?: string }) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const errorText = useErrorText();
  const payment = usePaymentLabel();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, startTransition] = useTransition();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TrackInput>({
    resolver: zodResolver(trackSchema, undefined, { raw: true }),
    defaultValues: { order_number: initialOrder, email: '' },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (order) resultHeading.current?.focus();
  }, [order]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    startTransition(async () => {
      let result: TrackResult;
      try {
        result = await trackOrderAction(values);
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      if (result.ok) {
        setOrder(result.order);
        return;
      }
      setOrder(null);
      if (result.reason === 'invalid') {
        for (const [field, key] of Object.entries(result.fieldErrors)) setError(field as keyof TrackInput, { message: key });
        return;
      }
      setFailure(result);
    });
  });

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
      <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-describedby={failure ? 'track-alert' : undefined}>
        {failure && (
          <FormAlert id="track-alert">
            {failure.reason === 'no-match' && <p>{t('trackNoMatch')}</p>}
            {failure.reason === 'rate-limited' && <p>{t('rateLimited', { minutes: waitMinutes(failure.retryAfterSeconds) })}</p>}
            {failure.reason === 'unavailable' && <p>{t('unavailable')}</p>}
          </FormAlert>
        )}
        <TextField
          label={t('orderNumber')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          hint={t('orderNumberHint')}
          error={errorText(errors.order_number?.message)}
          {...register('order_number')}
        />
        <TextField label={t('orderEmail')} type="email" inputMode="email" autoComplete="email" required error={errorText(errors.email?.message)} {...register('email')} />
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('tracking') : t('trackSubmit')}
        </button>
      </form>

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
