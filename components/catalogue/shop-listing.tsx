import { ListingIntl } from './listing-intl';
import { ListingView, type ListingViewProps } from './listing-view';

/** A listing, with its filters', sort's and cards' texts: they travel with listings, not with every page. */
export function ShopListing(props: ListingViewProps) {
  return (
    <ListingIntl>
      <ListingView {...props} />
    </ListingIntl>
  );
}
