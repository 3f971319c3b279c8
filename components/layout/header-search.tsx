'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import styles from './header-search.module.css';

/** Spec §2: no search box on these pages, where it would only distract from finishing a task. */
const HIDDEN_ON = ['/pages/cart', '/pages/checkout', '/pages/login', '/pages/register'];

export interface SearchCategory {
  label: string;
  value: string;
}

/**
 * Header search: submits to /shop with `search_term` and `category` (spec §2). A plain GET form,
 * so it works before hydration and without JavaScript.
 */
export function HeaderSearch({ categories, idPrefix = 'header', required = false }: { categories: SearchCategory[]; idPrefix?: string; required?: boolean }) {
  const t = useTranslations('Search');
  const pathname = usePathname();
  if (HIDDEN_ON.includes(pathname)) return null;
  return (
    <form action="/shop" method="get" role="search" className={styles.form} aria-label={t('label')}>
      {categories.length > 0 && (
        <>
          <label htmlFor={`${idPrefix}-search-category`} className="visually-hidden">
            {t('category')}
          </label>
          <select id={`${idPrefix}-search-category`} name="category" className={styles.category} defaultValue="">
            <option value="">{t('allCategories')}</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </>
      )}
      <label htmlFor={`${idPrefix}-search-term`} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={`${idPrefix}-search-term`}
        name="search_term"
        type="search"
        className={styles.input}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={120}
        required={required}
      />
      <button type="submit" className={styles.submit} aria-label={t('submit')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
