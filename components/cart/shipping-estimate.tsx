'use client';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { contentLang } from '@/lib/content-lang';
import type { Quote, QuoteRule } from '@/lib/domain/quote';
import styles from './shipping-estimate.module.css';

/** The country's name in the shopper's language ("Italia", "Taliansko"). */
function regionName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Shipping options from the back-end's rules (Local Pickup, Flat Rate free from the threshold)
 * and the "spend X more for free shipping" line, whose threshold comes from the same rules.
 */
export function ShippingEstimate({
  country,
  quote,
  selected,
  onSelect,
  showCountry = true,
}: {
  country: string;
  quote: Quote | undefined;
  selected: string | null;
  onSelect: (rule: QuoteRule) => void;
  showCountry?: boolean;
}) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const name = useId();
  // The choice shows at once; the quote that follows confirms it (or moves it when it no longer applies).
  const chosen = selected ?? quote?.rule ?? null;
  const remaining = quote?.freeShippingRemainingCents ?? null;
  const threshold = quote?.freeShippingThresholdCents ?? null;

  return (
    <fieldset className={styles.box}>
      <legend className={styles.legend}>{t('shippingTitle')}</legend>
      {showCountry && <p className={styles.country}>{t('shippingTo', { country: regionName(locale, country) })}</p>}
      {!quote ? (
        <p className={styles.muted}>{t('shippingLoading')}</p>
      ) : quote.rules.length === 0 ? (
        <p className={styles.muted}>{t('shippingNone')}</p>
      ) : (
        <ul className={styles.options}>
          {quote.rules.map((r) => (
            <li key={r.id}>
              <label className={styles.option}>
                <input type="radio" name={name} value={r.id} checked={chosen === r.id} onChange={() => onSelect(r)} />
                {/* The rule's label is the back-end's text, stored in one language. */}
                <span className={styles.optionLabel} lang={contentLang(locale)}>
                  {r.label}
                </span>
                <span className={styles.cost}>{r.costCents === 0 ? t('free') : formatMoney(locale, r.costCents)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {remaining !== null && threshold !== null && threshold > 0 && (
        <div className={styles.free}>
          <p className={styles.freeText}>
            {remaining > 0
              ? t('freeShippingLeft', {
                  amount: formatMoney(locale, remaining),
                  threshold: formatMoney(locale, threshold),
                })
              : t('freeShippingReached', { threshold: formatMoney(locale, threshold) })}
          </p>
          <div className={styles.meter} aria-hidden="true">
            <span style={{ width: `${Math.round(Math.min(1, (threshold - remaining) / threshold) * 100)}%` }} />
          </div>
        </div>
      )}
    </fieldset>
  );
}
