'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Variant } from '@/lib/backend/schemas/catalogue';
import styles from './variant-choice.module.css';

/**
 * The quick view's variant choice: colour swatches and size buttons (radio groups, so arrows move
 * the choice), or a plain list when variants differ by name only. A combination that does not
 * exist is still selectable: picking it moves the other axis to a variant that exists.
 */
type Axis = 'color' | 'size';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function axisValue(v: Variant, axis: Axis): string {
  return (axis === 'color' ? v.color : v.size)?.trim() ?? '';
}

function axisOptions(variants: Variant[], axis: Axis) {
  const seen = new Map<string, string | null>();
  for (const v of variants) {
    const value = axisValue(v, axis);
    if (value && !seen.has(value)) seen.set(value, axis === 'color' && v.color_hex && HEX.test(v.color_hex) ? v.color_hex : null);
  }
  return [...seen].map(([value, hex]) => ({ value, hex }));
}

/** The variant after picking `value` on `axis`: keep the other axis when that combination exists, in stock first. */
export function pickVariant(variants: Variant[], current: Variant | null, axis: Axis, value: string): Variant | null {
  const withValue = variants.filter((v) => axisValue(v, axis) === value);
  const other: Axis = axis === 'color' ? 'size' : 'color';
  const keep = current ? axisValue(current, other) : '';
  const same = keep ? withValue.filter((v) => axisValue(v, other) === keep) : [];
  return same.find((v) => v.stock > 0) ?? same[0] ?? withValue.find((v) => v.stock > 0) ?? withValue[0] ?? null;
}

export function VariantChoice({ variants, value, onChange }: { variants: Variant[]; value: Variant | null; onChange: (variant: Variant) => void }) {
  const t = useTranslations('Product');
  const id = useId();
  const colors = axisOptions(variants, 'color');
  const sizes = axisOptions(variants, 'size');

  if (colors.length === 0 && sizes.length === 0) {
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('cardChooseVariant')}</legend>
        <div className={styles.options}>
          {variants.map((v) => (
            <label key={v.sku} className={styles.chip} data-out={v.stock <= 0 || undefined}>
              <input type="radio" name={`${id}-variant`} value={v.sku} checked={value?.sku === v.sku} onChange={() => onChange(v)} className={styles.input} />
              <span>{v.name || v.sku}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const group = (axis: Axis, options: { value: string; hex: string | null }[]) => {
    const selected = value ? axisValue(value, axis) : '';
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          {axis === 'color' ? t('cardColour') : t('cardSize')}
          {selected && <span className={styles.selected}>: {selected}</span>}
        </legend>
        <div className={styles.options}>
          {options.map((o) => {
            const candidate = pickVariant(variants, value, axis, o.value);
            const out = !candidate || candidate.stock <= 0;
            return (
              <label key={o.value} className={o.hex ? styles.swatch : styles.chip} data-out={out || undefined} title={o.value}>
                <input
                  type="radio"
                  name={`${id}-${axis}`}
                  value={o.value}
                  checked={selected === o.value}
                  onChange={() => candidate && onChange(candidate)}
                  className={styles.input}
                  aria-label={o.hex ? (out ? t('cardOptionOut', { option: o.value }) : o.value) : undefined}
                />
                {o.hex ? <span className={styles.dot} style={{ background: o.hex }} aria-hidden="true" /> : <span>{o.value}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  };

  return (
    <div className={styles.choice}>
      {colors.length > 0 && group('color', colors)}
      {sizes.length > 0 && group('size', sizes)}
    </div>
  );
}
