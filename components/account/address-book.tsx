'use client';
import { useRef, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Address } from '@/lib/backend/schemas/addresses';
import { deleteAddressAction, setDefaultAddressAction, type AddressActionResult } from './address-actions';
import { AddressForm, type Country } from './address-form';
import { addressLines } from './address-lines';
import styles from './address-book.module.css';

/**
 * The address book: list, add, edit, delete and default. The list is the server's:
 * after every change the page is refreshed from the back-end; the form keeps what was typed
 * until the back-end accepts it.
 */
export function AddressBook({
  addresses,
  countries,
  names,
}: {
  addresses: Address[];
  countries: Country[];
  names: { first_name: string; last_name: string };
}) {
  const t = useTranslations('Account');
  const locale = useLocale();
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [, startTransition] = useTransition();
  const addButton = useRef<HTMLButtonElement>(null);

  const current = editing && editing !== 'new' ? (addresses.find((a) => a.name === editing) ?? null) : null;

  function finish(message: string) {
    setEditing(null);
    setConfirming(null);
    setStatus(message);
    toast.success(message, { toastId: `address-${message}` });
    router.refresh();
    requestAnimationFrame(() => addButton.current?.focus());
  }

  function report(result: AddressActionResult) {
    if (result.ok) return;
    if (result.reason === 'signed-out') {
      router.replace(`/pages/login?next=${encodeURIComponent('/pages/address')}&expired=1`);
      return;
    }
    const text =
      result.reason === 'rejected'
        ? result.message || t('addressRejected')
        : result.reason === 'not-found'
          ? t('addressGone')
          : t('unavailable');
    setStatus(text);
    toast.error(text, { toastId: 'address-error' });
    if (result.reason === 'not-found') router.refresh();
  }

  function run(name: string, action: () => Promise<AddressActionResult>, done: string) {
    setBusy(name);
    startTransition(async () => {
      let result: AddressActionResult;
      try {
        result = await action();
      } catch {
        result = { ok: false, reason: 'unavailable' };
      }
      setBusy(null);
      if (result.ok) finish(done);
      else report(result);
    });
  }

  if (editing) {
    return (
      <section className={styles.editor} aria-labelledby="address-form-title">
        <h2 id="address-form-title" className={styles.editorTitle}>
          {editing === 'new' ? t('addAddressTitle') : t('editAddressTitle')}
        </h2>
        <AddressForm
          key={editing}
          address={current}
          countries={countries}
          names={names}
          onSaved={() => finish(editing === 'new' ? t('addressAdded') : t('addressSaved'))}
          onCancel={() => {
            setEditing(null);
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      </section>
    );
  }

  return (
    <div className={styles.book}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {addresses.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <Icon name="home" size={28} />
          </span>
          <p className={styles.emptyTitle}>{t('noAddresses')}</p>
          <p className={styles.emptyText}>{t('noAddressesText')}</p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {addresses.map((a, i) => {
            // Address names hold spaces ("Mario Rossi-Shipping"): not usable in an id reference.
            const titleId = `address-${i}`;
            return (
              <li
                key={a.name}
                className={`${styles.card} ${a.is_primary_address ? styles.primary : ''}`}
                aria-labelledby={titleId}
              >
                <div className={styles.badges}>
                  <span className={styles.badge}>
                    {a.address_type === 'Billing' ? t('typeBilling') : t('typeShipping')}
                  </span>
                  {a.is_primary_address && (
                    <span className={`${styles.badge} ${styles.badgeDefault}`}>{t('defaultAddress')}</span>
                  )}
                </div>
                <h3 id={titleId} className={styles.name}>
                  {a.title || a.city}
                </h3>
                <address className={styles.lines}>
                  {addressLines(a, locale).map((line, i) => (
                    <span key={i}>{line}</span>
                  ))}
                  {a.phone && <span>{a.phone}</span>}
                </address>
                {confirming === a.name ? (
                  <div className={styles.confirm} role="group" aria-label={t('deleteConfirm')}>
                    <p>{t('deleteConfirm')}</p>
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={buttonClass('primary', { small: true })}
                        disabled={busy === a.name}
                        onClick={() => run(a.name, () => deleteAddressAction(a.name), t('addressDeleted'))}
                      >
                        {t('deleteYes')}
                      </button>
                      <button
                        type="button"
                        className={buttonClass('ghost', { small: true })}
                        onClick={() => setConfirming(null)}
                      >
                        {t('deleteNo')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={buttonClass('secondary', { small: true })}
                      onClick={() => setEditing(a.name)}
                      aria-describedby={titleId}
                    >
                      {t('edit')}
                    </button>
                    {!a.is_primary_address && (
                      <button
                        type="button"
                        className={buttonClass('ghost', { small: true })}
                        disabled={busy === a.name}
                        onClick={() => run(a.name, () => setDefaultAddressAction(a.name), t('defaultSet'))}
                        aria-describedby={titleId}
                      >
                        {t('setDefault')}
                      </button>
                    )}
                    <button
                      type="button"
                      className={buttonClass('ghost', { small: true })}
                      onClick={() => setConfirming(a.name)}
                      aria-describedby={titleId}
                    >
                      {t('delete')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <button ref={addButton} type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
          <Icon name="plus" size={18} />
          {t('addAddress')}
        </button>
      </div>
    </div>
  );
}
