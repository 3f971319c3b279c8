import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { UnavailableBox } from './unavailable-box';

/** Where a shopper can go on from a message; the first way is the main one. */
interface WayOn {
  href: string;
  label: 'retry' | 'home' | 'contactUs' | 'shop';
}

/** With nothing to retry, home and a person to ask. */
const HOME_OR_CONTACT: WayOn[] = [
  { href: '/', label: 'home' },
  { href: '/pages/contact-us', label: 'contactUs' },
];

/**
 * The shop's one "the back-end cannot answer right now" message: honest, in the words of the
 * page it stands in (`Unavailable.<texts>` in the messages), with a way on.
 * A whole page's message is its h1; a part of a page (home's products, a list) is announced as a
 * status and titled h2.
 */
export function Unavailable({
  texts,
  ways = HOME_OR_CONTACT,
  whole = false,
}: {
  texts: 'account' | 'content' | 'home' | 'blog' | 'listing' | 'searches';
  ways?: WayOn[];
  whole?: boolean;
}) {
  const t = useTranslations('Unavailable');
  return (
    <UnavailableBox
      title={t(`${texts}.title`)}
      text={t(`${texts}.text`)}
      whole={whole}
      role={whole ? undefined : 'status'}
    >
      {ways.map((way, i) => (
        <Link key={way.href} href={way.href} className={buttonClass(i === 0 ? 'primary' : 'secondary')}>
          {t(`ways.${way.label}`)}
        </Link>
      ))}
    </UnavailableBox>
  );
}
