import { toIconName } from '@/components/ui/icon-names';
import { Icon } from '@/components/ui/icon';
import { PromoTabClicks } from './promo-tab-clicks';
import styles from './promo-tabs.module.css';

export interface PromoTab {
  text: string;
  url: string;
  icon: string;
}

/**
 * The promo tab carousel under the header. A scroll-snap strip: it swipes on touch,
 * scrolls with the keyboard and costs no JavaScript on every page (Swiper would add ~40 KiB to
 * the shell's budget for a row of links).
 */
export function PromoTabs({
  tabs,
  lang,
}: {
  tabs: PromoTab[];
  /** The slides' language when the page's differs. */ lang?: string;
}) {
  return (
    <div className={styles.strip}>
      <ul className={`container ${styles.tabs}`} lang={lang}>
        {/* The strip is the back-end's list as sent, never reordered: its place is each tab's key. */}
        {tabs.map((tab, index) => (
          <li key={index} className={styles.tab}>
            <a href={tab.url} className={styles.link} data-promo-tab="">
              <span className={styles.icon}>
                <Icon name={toIconName(tab.icon)} size={18} />
              </span>
              {tab.text}
            </a>
          </li>
        ))}
      </ul>
      <PromoTabClicks />
    </div>
  );
}
