'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import {
  findVariantBySku,
  optionState,
  selectOption,
  variantAxes,
  variantLabel,
  type OptionState,
} from '@/lib/domain/product-variants';
import type { Variant } from '@/lib/backend/schemas/catalogue';
import styles from './variant-picker.module.css';

export interface VariantPickerProps {
  /** Any product with variants: the detail page's or a listing card's (quick view). */
  product: { variants: Variant[] };
  /** The chosen variant's sku, or null when nothing is chosen yet. */
  value: string | null;
  onChange: (sku: string) => void;
}

/**
 * Colour swatches and size buttons. Native radio inputs, styled: arrow keys move the
 * choice and screen readers announce "Colour, Blue, 2 of 3". A combination that does not exist
 * stays clickable (it switches the other choice); an out-of-stock one says so.
 */
export function VariantPicker({ product, value, onChange }: VariantPickerProps) {
  const t = useTranslations('ProductOptions');
  const name = useId();
  const { variants } = product;
  if (variants.length < 2) return null;
  const current = findVariantBySku(variants, value);
  const { colors, sizes } = variantAxes(variants);

  const stateText = (state: OptionState) =>
    state === 'out-of-stock' ? t('optionOutOfStock') : state === 'unavailable' ? t('optionOtherChoice') : null;

  if (colors.length === 0 && sizes.length === 0) {
    // Variants named only (no colour or size): one radio per variant.
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          {t('option')}: <strong>{variantLabel(current) ?? t('chooseOption')}</strong>
        </legend>
        <div className={styles.sizes}>
          {variants.map((v) => (
            <label key={v.sku} className={styles.size} data-state={v.stock > 0 ? 'available' : 'out-of-stock'}>
              <input
                type="radio"
                className={styles.input}
                name={`${name}-v`}
                value={v.sku}
                checked={value === v.sku}
                onChange={() => onChange(v.sku)}
              />
              <span>{variantLabel(v) ?? v.sku}</span>
              {v.stock <= 0 && <span className="visually-hidden">, {t('optionOutOfStock')}</span>}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  return (
    <div className={styles.picker}>
      {colors.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            {t('colour')}: <strong>{current?.color ?? t('chooseOption')}</strong>
          </legend>
          <div className={styles.swatches}>
            {colors.map((c) => {
              const state = optionState(variants, current, 'color', c.value);
              const note = stateText(state);
              return (
                <label
                  key={c.value}
                  className={styles.swatch}
                  data-state={state}
                  title={note ? `${c.value} (${note})` : c.value}
                >
                  <input
                    type="radio"
                    className={styles.input}
                    name={`${name}-color`}
                    value={c.value}
                    checked={current?.color === c.value}
                    onChange={() => {
                      const next = selectOption(variants, current, 'color', c.value);
                      if (next) onChange(next.sku);
                    }}
                  />
                  <span
                    className={styles.chip}
                    style={{ background: c.hex ?? 'var(--color-sunken)' }}
                    aria-hidden="true"
                  >
                    {!c.hex && c.value.slice(0, 2)}
                  </span>
                  <span className="visually-hidden">
                    {c.value}
                    {note && `, ${note}`}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            {t('size')}: <strong>{current?.size ?? t('chooseOption')}</strong>
          </legend>
          <div className={styles.sizes}>
            {sizes.map((s) => {
              const state = optionState(variants, current, 'size', s);
              const note = stateText(state);
              return (
                <label key={s} className={styles.size} data-state={state} title={note ?? undefined}>
                  <input
                    type="radio"
                    className={styles.input}
                    name={`${name}-size`}
                    value={s}
                    checked={current?.size === s}
                    onChange={() => {
                      const next = selectOption(variants, current, 'size', s);
                      if (next) onChange(next.sku);
                    }}
                  />
                  <span>{s}</span>
                  {note && <span className="visually-hidden">, {note}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
