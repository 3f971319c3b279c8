import { getTranslations } from 'next-intl/server';
import { getMenu, getPromoTabs } from '@/lib/backend/catalogue';
import { buildMenuTree, menuCategory, menuLinks } from '@/lib/domain/menu-tree';
import { labelledMenu } from '@/lib/domain/shopper-labels';
import { labelShower } from '@/lib/catalogue/shopper-words';
import { contentLang } from '@/lib/content-lang';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format';
import { FREE_SHIPPING_FROM_CENTS } from '@/lib/domain/shipping';
import { SUPPORT_PHONE } from '@/lib/shop-terms';
import { Icon } from '@/components/ui/icon';
import { ON_SALE_HREF } from '@/lib/domain/listing-url';
import { TopNotice } from './top-notice';
import { LocaleSwitch } from './locale-switch';
import { HeaderSearch } from './header-search';
import { UserLink, WishlistLink } from './account-links';
import { MiniCart } from './mini-cart';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { PromoTabs } from './promo-tabs';
import { listingLink } from '@/lib/routing/listing-address';
import { Logo } from './logo';
import styles from './site-header.module.css';

/**
 * The shell's header: notice bar, top bar, main row, menu, promo tabs. Kept per language with the
 * rest of the frame (`ShopFrame`, app/shop-document.tsx), so it must read nothing that is a shopper's own.
 */
export async function SiteHeader({ locale }: { locale: string }) {
  // The texts only this server component draws (`SiteHeader`) stay out of the client's `Header`.
  const [t, menuTexts, menuResult, promoResult, label] = await Promise.all([
    getTranslations('SiteHeader'),
    getTranslations('Header'),
    getMenu(locale),
    getPromoTabs(locale),
    labelShower(locale),
  ]);
  // A back-end that is down leaves the header usable: no menu, but search, cart and account work.
  // Entries are named in the shopper's language where the shop owner translated them.
  const menu = menuResult.ok ? labelledMenu(buildMenuTree(menuResult.data), label) : [];
  // A promo's listing link goes straight to the listing's own address, not through a 308.
  const promoTabs = promoResult.ok ? promoResult.data.map((tab) => ({ ...tab, url: listingLink(tab.url) })) : [];
  // One compact menu for both menus: the payload sends it once, referenced by each.
  const links = menuLinks(menu);
  const categories = menu
    .map((m) => ({ label: m.label, lang: m.lang, value: categoryFromUrl(m.url) }))
    .filter((c) => c.value);

  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <TopNotice amount={formatMoney(locale, FREE_SHIPPING_FROM_CENTS)} />
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <Link href={ON_SALE_HREF} className={styles.promo}>
            <Icon name="percent" size={16} />
            {t('promo')}
          </Link>
          <p className={styles.support}>
            <Icon name="phone" size={16} />
            {t('support', { phone: SUPPORT_PHONE })}
          </p>
          <div className={styles.switches}>
            <span className={styles.currency} aria-label={t('currency')}>
              EUR
            </span>
            <LocaleSwitch />
            <WishlistLink variant="text" />
          </div>
        </div>
      </div>
      <header className={styles.header}>
        <div className={`container ${styles.main}`}>
          <MobileMenu menu={links} categories={categories} />
          <Link href="/" className={styles.logo} aria-label={t('logoLabel')}>
            <Logo />
          </Link>
          <div className={styles.search}>
            <HeaderSearch categories={categories} />
          </div>
          <div className={styles.actions}>
            <UserLink />
            <WishlistLink variant="icon" />
            <MiniCart />
          </div>
        </div>
        {menu.length > 0 && (
          <div className={styles.navRow}>
            <div className="container">
              <MainNav menu={links} label={menuTexts('mainMenu')} />
            </div>
          </div>
        )}
      </header>
      {promoTabs.length > 0 && (
        <PromoTabs
          tabs={promoTabs.map(({ text, url, icon }) => ({ text, url, icon: icon ?? 'tag' }))}
          lang={contentLang(locale)}
        />
      )}
    </>
  );
}

/** The search box's category select wants the category path a menu url lists. */
function categoryFromUrl(url: string): string {
  return menuCategory(url) ?? '';
}
