import { getTranslations } from 'next-intl/server';
import type { FaqEntry } from '@/lib/backend/schemas/content';
import { contentLang } from '@/lib/content-lang';
import { sanitizeRichText } from '@/lib/sanitize';
import { FaqMore } from './faq-unreadable';
import styles from './faq-list.module.css';

/**
 * The FAQ (the back-end's Help Articles) as an accordion grouped by Help Category. Native
 * <details>/<summary>: works with the keyboard and screen readers, and without JavaScript.
 */
export async function FaqList({ entries, locale }: { entries: FaqEntry[]; locale: string }) {
  const t = await getTranslations('Faq');
  const lang = contentLang(locale);
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries) {
    const key = entry.topic || t('otherQuestions');
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return (
    <div className={styles.faq}>
      {[...groups.entries()].map(([topic, items], i) => (
        <section key={topic} className={styles.group} aria-labelledby={`faq-topic-${i}`}>
          <h2 id={`faq-topic-${i}`} className={styles.topic} lang={lang}>
            {topic}
          </h2>
          <div className={styles.items}>
            {items.map((item) => (
              <details key={item.name} className={styles.item}>
                <summary className={styles.question} lang={lang}>
                  {item.question}
                </summary>
                <div
                  className={styles.answer}
                  lang={lang}
                  dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.answerHtml, { headingsAs: 'h3' }) }}
                />
              </details>
            ))}
          </div>
        </section>
      ))}
      <FaqMore />
    </div>
  );
}
