'use client';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { toCents } from '@/lib/domain/money';
import { formatMoney } from '@/lib/format';
import { listingHref, listingSearch, patchParams, type ListingParams } from '@/lib/catalogue/listing-params';
import styles from './price-filter.module.css';

function parsePrice(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * Price filter between the catalogue's lowest and highest price (`min_price_all`,
 * `max_price_all`). A GET form with two number fields, so it works without JavaScript; with it,
 * two sliders move the same values and the form navigates without a full reload. The real apps'
 * listing carries no price range (mymb asks Solr for no statistics): `bounds` null leaves the two
 * fields, with no sliders and no range to show. The bounds are whole euro, as the shopper types
 * them and the back-end's `min_price`/`max_price` read them; only their text goes through cents.
 */
export function PriceFilter({
  basePath,
  params,
  bounds,
}: {
  basePath: string;
  params: ListingParams;
  bounds: { min: number; max: number } | null;
}) {
  const t = useTranslations('Listing');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const known = bounds ?? { min: 0, max: 0 };
  const lo = Math.floor(Math.min(known.min, params.min_price ?? known.min));
  const hi = Math.ceil(Math.max(known.max, params.max_price ?? known.max, lo + 1));
  const [minText, setMinText] = useState(params.min_price === null ? '' : String(params.min_price));
  const [maxText, setMaxText] = useState(params.max_price === null ? '' : String(params.max_price));
  const minValue = parsePrice(minText);
  const maxValue = parsePrice(maxText);
  const sliderMin = Math.min(Math.max(minValue ?? lo, lo), hi);
  const sliderMax = Math.max(Math.min(maxValue ?? hi, hi), lo);

  // Everything else in the URL travels along as hidden fields; the page goes back to 1.
  const hidden = [
    ...new URLSearchParams(listingSearch(patchParams(params, { min_price: null, max_price: null, page: 1 }))),
  ].filter(([k]) => k !== 'page');
  const active = params.min_price !== null || params.max_price !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    let min = minValue === null || (bounds && minValue <= lo) ? null : minValue;
    let max = maxValue === null || (bounds && maxValue >= hi) ? null : maxValue;
    if (min !== null && max !== null && min > max) [min, max] = [max, min];
    router.push(listingHref(basePath, params, { min_price: min, max_price: max }), { scroll: false });
  }

  return (
    <form action={basePath} method="get" className={styles.form} onSubmit={submit}>
      {hidden.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {bounds && (
        <div className={styles.sliders}>
          <input
            type="range"
            min={lo}
            max={hi}
            step={1}
            value={sliderMin}
            onChange={(e) => setMinText(String(Math.min(Number(e.target.value), sliderMax)))}
            className={styles.range}
            aria-label={t('priceMinSlider')}
            aria-valuetext={formatMoney(locale, toCents(sliderMin))}
          />
          <input
            type="range"
            min={lo}
            max={hi}
            step={1}
            value={sliderMax}
            onChange={(e) => setMaxText(String(Math.max(Number(e.target.value), sliderMin)))}
            className={styles.range}
            aria-label={t('priceMaxSlider')}
            aria-valuetext={formatMoney(locale, toCents(sliderMax))}
          />
          <span className={styles.track} aria-hidden="true">
            <span
              className={styles.fill}
              style={{
                left: `${((sliderMin - lo) / (hi - lo)) * 100}%`,
                right: `${100 - ((sliderMax - lo) / (hi - lo)) * 100}%`,
              }}
            />
          </span>
        </div>
      )}
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-min`}>{t('priceMin')}</label>
          <input
            id={`${id}-min`}
            name="min_price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={bounds ? String(lo) : undefined}
            value={minText}
            onChange={(e) => setMinText(e.target.value)}
            className={styles.input}
          />
        </div>
        <span className={styles.dash} aria-hidden="true">
          –
        </span>
        <div className={styles.field}>
          <label htmlFor={`${id}-max`}>{t('priceMax')}</label>
          <input
            id={`${id}-max`}
            name="max_price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={bounds ? String(hi) : undefined}
            value={maxText}
            onChange={(e) => setMaxText(e.target.value)}
            className={styles.input}
          />
        </div>
      </div>
      {bounds && (
        <p className={styles.rangeText}>
          {t('priceRange', {
            min: formatMoney(locale, toCents(sliderMin)),
            max: formatMoney(locale, toCents(sliderMax)),
          })}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('dark', { small: true })}>
          {t('priceApply')}
        </button>
        {active && (
          <Link
            href={listingHref(basePath, params, { min_price: null, max_price: null })}
            prefetch={false}
            className={styles.reset}
          >
            {t('priceReset')}
          </Link>
        )}
      </div>
    </form>
  );
}
