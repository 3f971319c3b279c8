'use client';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert, TextField } from '@/components/ui/field';
import { useActionForm } from '@/components/ui/use-action-form';
import { FormShell } from '@/components/ui/form-shell';
import { useApiRead } from '@/components/ui/use-api-read';
import { accountNativeKey } from '@/components/account/error-keys';
import { useErrorText } from '@/components/account/use-form-text';
import { TryLater } from '@/components/account/try-later';
import { OrderNumberField } from '@/components/account/order-number-field';
import { EmailField } from '@/components/ui/email-field';
import type { StatementItem, WithdrawalStatement } from '@/lib/domain/withdrawal';
import { formatDate } from '@/lib/format';
import { SUPPORT_EMAIL } from '@/lib/shop-terms';
import { useAuth } from '@/stores/auth';
import { confirmWithdrawal, findOrderToWithdraw, type ConfirmResult, type LookUpResult } from './withdrawal-actions';
import { WithdrawalAcknowledgement } from './withdrawal-acknowledgement';
import styles from './withdrawal.module.css';

interface PickedOrder {
  name: string;
  orderedOn: string | null;
  items: StatementItem[];
}
type Failure = Exclude<LookUpResult | ConfirmResult, { ok: true } | { reason: 'invalid' }>;

const ORDERS = { url: '/api/withdrawal/orders' };
const ordersOf = (answer: unknown) => answer as { orders: PickedOrder[] };

/** A new attempt id: the server records one statement per attempt, whatever the clicks. */
const newAttempt = () => crypto.randomUUID();

/**
 * "Withdraw from contract here" (docs/decisions.md "the law"): the shopper names the order (a
 * signed-in shopper picks one of theirs; a guest gives the order number, the order's e-mail and
 * their name), chooses the items if not the whole order, and sends the statement with a button
 * that says only "Confirm withdrawal". The acknowledgement, with the date and time it was sent,
 * is shown here and e-mailed by the shop.
 */
export function WithdrawalFlow({ initialOrder }: { initialOrder: string }) {
  const t = useTranslations('Withdrawal');
  const user = useAuth((s) => s.user);
  const [order, setOrder] = useState<PickedOrder | null>(null);
  const [guest, setGuest] = useState<{ name: string; email: string } | null>(null);
  const [statement, setStatement] = useState<WithdrawalStatement | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  if (statement) return <WithdrawalAcknowledgement statement={statement} />;
  if (failure?.reason === 'not-recorded') return <NotRecorded order={order?.name ?? initialOrder} />;
  if (order)
    return (
      <ConfirmStep
        order={order}
        guest={guest}
        failure={failure}
        onBack={() => {
          setFailure(null);
          setOrder(null);
        }}
        onDone={setStatement}
        onFailure={setFailure}
      />
    );
  return (
    <section className={styles.step} aria-labelledby="withdrawal-step-one">
      <h2 id="withdrawal-step-one" className={styles.stepTitle}>
        {t('stepOrder')}
      </h2>
      {user ? (
        <OwnOrders
          initialOrder={initialOrder}
          onPick={(picked) => {
            setGuest(null);
            setOrder(picked);
          }}
        />
      ) : (
        <GuestOrder
          initialOrder={initialOrder}
          onFound={(found, details) => {
            setGuest(details);
            setOrder(found);
          }}
          onFailure={setFailure}
        />
      )}
    </section>
  );
}

/** A guest names the order by its number and e-mail: a wrong one of either reads the same. */
function GuestOrder({
  initialOrder,
  onFound,
  onFailure,
}: {
  initialOrder: string;
  onFound: (order: PickedOrder, guest: { name: string; email: string }) => void;
  onFailure: (failure: Failure) => void;
}) {
  const t = useTranslations('Withdrawal');
  const errorText = useErrorText();
  const { form, field, errors, failure, pending, values } = useActionForm({
    defaults: { name: '', order_number: initialOrder, email: '' },
    schema: () => import('./withdrawal-schema').then((m) => m.guestOrderSchema),
    nativeKey: accountNativeKey,
    action: findOrderToWithdraw,
    onSuccess: (result, values) => onFound(result.order, { name: values.name.trim(), email: values.email.trim() }),
    onRefusal: (result) => {
      if (result.reason === 'not-recorded') {
        onFailure(result);
        return true;
      }
      return false;
    },
  });
  return (
    <FormShell
      form={form}
      className={styles.form}
      describedBy="withdrawal-guest-note"
      lead={
        <p id="withdrawal-guest-note" className={styles.note}>
          {t('guestNote')}
        </p>
      }
      alert={
        failure && (
          <>
            {failure.reason === 'no-match' && <p>{t('noMatch')}</p>}
            <TryLater failure={failure} />
            {failure.reason === 'unavailable' && <OtherWays order={values.order_number.trim()} />}
          </>
        )
      }
      submit={t('continue')}
      pending={pending}
    >
      <TextField label={t('yourName')} autoComplete="name" required error={errorText(errors.name)} {...field('name')} />
      <OrderNumberField error={errorText(errors.order_number)} {...field('order_number')} />
      <EmailField
        label={t('orderEmail')}
        hint={t('orderEmailHint')}
        error={errorText(errors.email)}
        {...field('email')}
      />
    </FormShell>
  );
}

/** A signed-in shopper picks one of their own orders: they are not asked who they are again. */
function OwnOrders({ initialOrder, onPick }: { initialOrder: string; onPick: (order: PickedOrder) => void }) {
  const t = useTranslations('Withdrawal');
  const locale = useLocale();
  const { data, error } = useApiRead(ORDERS, ordersOf);
  const [chosen, setChosen] = useState(initialOrder);
  if (error)
    return (
      <FormAlert>
        <p>{t('ordersUnavailable')}</p>
        <OtherWays order={initialOrder} />
      </FormAlert>
    );
  if (!data) return <p role="status">{t('loadingOrders')}</p>;
  if (data.orders.length === 0) return <p>{t('noOrders')}</p>;
  const selected = data.orders.find((o) => o.name === chosen) ?? null;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (selected) onPick(selected);
      }}
    >
      <fieldset className={styles.orders}>
        <legend className={styles.legend}>{t('pickOrder')}</legend>
        {data.orders.map((o) => (
          <label key={o.name} className={styles.orderChoice}>
            <input
              type="radio"
              name="order"
              value={o.name}
              checked={chosen === o.name}
              onChange={() => setChosen(o.name)}
            />
            <span>
              <strong>{o.name}</strong>
              {o.orderedOn && (
                <span className={styles.muted}> · {formatDate(locale, o.orderedOn, { dateStyle: 'long' })}</span>
              )}
              <span className={styles.muted}> · {o.items.map((i) => `${i.qty} × ${i.name}`).join(', ')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={buttonClass('primary')} disabled={!selected}>
        {t('continue')}
      </button>
    </form>
  );
}

/** The statement to send, its lines to choose, and the one button that sends it. */
function ConfirmStep({
  order,
  guest,
  failure,
  onBack,
  onDone,
  onFailure,
}: {
  order: PickedOrder;
  guest: { name: string; email: string } | null;
  failure: Failure | null;
  onBack: () => void;
  onDone: (statement: WithdrawalStatement) => void;
  onFailure: (failure: Failure) => void;
}) {
  const t = useTranslations('Withdrawal');
  const locale = useLocale();
  const user = useAuth((s) => s.user);
  const [chosen, setChosen] = useState<string[]>(order.items.map((i) => i.code));
  const [pending, startTransition] = useTransition();
  const attempt = useRef<string>('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const send = () => {
    attempt.current ||= newAttempt();
    startTransition(async () => {
      const result = await confirmWithdrawal({
        attempt: attempt.current,
        order_number: order.name,
        name: guest?.name,
        email: guest?.email,
        items: chosen,
        locale,
      }).catch((): ConfirmResult => ({ ok: false, reason: 'unavailable' }));
      if (result.ok) onDone(result.statement);
      else if (result.reason !== 'invalid') onFailure(result);
    });
  };
  const name = guest?.name ?? (user ? `${user.first_name} ${user.last_name}`.trim() : '');
  const email = guest?.email ?? user?.email ?? '';

  return (
    <section className={styles.step} aria-labelledby="withdrawal-step-two">
      <h2 id="withdrawal-step-two" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('stepConfirm')}
      </h2>
      <p>{t('confirmIntro')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('statement.order')}</dt>
          <dd>{order.name}</dd>
        </div>
        {order.orderedOn && (
          <div>
            <dt>{t('statement.orderedOn')}</dt>
            <dd>{formatDate(locale, order.orderedOn, { dateStyle: 'long' })}</dd>
          </div>
        )}
        <div>
          <dt>{t('statement.consumer')}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t('statement.email')}</dt>
          <dd>{email}</dd>
        </div>
      </dl>
      {order.items.length === 1 && (
        <div>
          <p className={styles.legend}>{t('statement.goods')}</p>
          <p>
            {order.items[0]!.qty} × {order.items[0]!.name}
          </p>
        </div>
      )}
      {order.items.length > 1 && (
        <fieldset className={styles.orders}>
          <legend className={styles.legend}>{t('whichItems')}</legend>
          <p className={styles.note}>{t('whichItemsHint')}</p>
          {order.items.map((item) => (
            <CheckboxField
              key={item.code}
              label={`${item.qty} × ${item.name}`}
              checked={chosen.includes(item.code)}
              onChange={(event) =>
                setChosen((now) =>
                  event.target.checked ? [...now, item.code] : now.filter((code) => code !== item.code),
                )
              }
            />
          ))}
        </fieldset>
      )}
      {failure && failure.reason !== 'not-recorded' && (
        <FormAlert>
          {failure.reason === 'no-match' && <p>{t('noMatch')}</p>}
          <TryLater failure={failure} />
          {failure.reason === 'unavailable' && <OtherWays order={order.name} />}
        </FormAlert>
      )}
      <div className={styles.actions}>
        {/* The law's own words on the button, and nothing else (art. 11a(3) of Directive 2011/83/EU). */}
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={send}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t('confirmButton')}
        </button>
        <button type="button" className={styles.linkButton} onClick={onBack} disabled={pending}>
          {t('back')}
        </button>
      </div>
    </section>
  );
}

/** The back-end could not record it: how to withdraw all the same, by e-mail or the model form. */
function NotRecorded({ order }: { order: string }) {
  const t = useTranslations('Withdrawal');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const subject = encodeURIComponent(t('mailSubject', { order: order || '…' }));
  return (
    <section className={styles.step} aria-labelledby="withdrawal-not-recorded" role="alert">
      <h2 id="withdrawal-not-recorded" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('notRecordedTitle')}
      </h2>
      <p>{t('notRecordedText')}</p>
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`} className={buttonClass('primary')}>
          {t('notRecordedMail', { email: SUPPORT_EMAIL })}
        </a>
      </p>
      <p>
        <a href="#model-form">{t('notRecordedForm')}</a>
      </p>
    </section>
  );
}

/**
 * A back-end that cannot be reached while the shopper withdraws: the right does not wait for it, so
 * the ways that need no back-end are offered beside "try again".
 */
function OtherWays({ order }: { order: string }) {
  const t = useTranslations('Withdrawal');
  const subject = encodeURIComponent(t('mailSubject', { order: order || '…' }));
  return (
    <p>
      {t('otherWays')}{' '}
      <a href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}>{t('notRecordedMail', { email: SUPPORT_EMAIL })}</a>
      {' · '}
      <a href="#model-form">{t('notRecordedForm')}</a>
    </p>
  );
}
