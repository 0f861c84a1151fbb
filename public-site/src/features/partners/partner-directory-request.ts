/** The directory's API path (GET /partners, /partners/new, /partners/with_large_projects; spec §7 "Partners"). */
import type { RoutingCategory } from '@storyfund/shared/constants';

export type PartnerListing = 'all' | 'new' | 'large';

/** Spec §9: partner pages hold 8. */
export const PARTNER_PAGE_SIZE = 8;

const BASE: Record<PartnerListing, string> = { all: '/partners', new: '/partners/new', large: '/partners/with_large_projects' };

export interface PartnerFilter {
  category?: RoutingCategory | undefined;
  countryCode?: string | undefined;
}

/** A filter is sent only with its value (spec §5: no filtered call without one); category wins over country. */
export function partnerListingPath(listing: PartnerListing, page: number, filter: PartnerFilter = {}): string {
  const query = new URLSearchParams({ page: String(page), per_page: String(PARTNER_PAGE_SIZE) });
  if (filter.category) {
    query.set('filter_by', 'category');
    query.set('filter_value', filter.category);
  } else if (filter.countryCode) {
    query.set('filter_by', 'country');
    query.set('filter_value', filter.countryCode);
  }
  return `${BASE[listing]}?${query.toString()}`;
}
