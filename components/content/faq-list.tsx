import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { FaqEntry } from '@/lib/backend/schemas/content';
import { buttonClass } from '@/components/ui/button';
import styles from './faq-list.module.css';

/**
 * The FAQ from the back-end as an accordion grouped by topic. Native <details>/<summary>: works
 * with the keyboard and screen readers, and without JavaScript.
 */
export async function FaqList({ entries }: { entries: FaqEntry[] }) {
  const t = await getTranslations('Faq');
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries) {
    const key = entry.category || t('otherQuestions');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return (
    <div className={styles.faq}>
      {[...groups.entries()].map(([topic, items], i) => (
        <section key={topic} className={styles.group} aria-labelledby={`faq-topic-${i}`}>
          <h2 id={`faq-topic-${i}`} className={styles.topic}>
            {topic}
          </h2>
          <div className={styles.items}>
            {items.map((item) => (
              <details key={item.name} className={styles.item}>
                <summary className={styles.question}>{item.question}</summary>
                <p className={styles.answer}>{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <aside className={styles.more} aria-labelledby="faq-more">
        <h2 id="faq-more" className={styles.moreTitle}>
          {t('moreTitle')}
        </h2>
        <p>{t('moreText')}</p>
        <Link href="/pages/contact-us" className={buttonClass('primary')}>
          {t('moreCta')}
        </Link>
      </aside>
    </div>
  );
}
