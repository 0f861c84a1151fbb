/**
 * Which API call fills each project listing (docs/api-projects.md "Listings and feeds"), as one
 * function from a listing to the request path. The SWR key of a page is that path.
 */
import { PAGE_SIZES } from '@storyfund/shared/constants';
import type { ProjectSort, RoutingCategory } from '@storyfund/shared/constants';
import { buildUrl } from '@storyfund/shared/transport';
import type { QueryParams } from '@storyfund/shared/transport';

export type Listing =
  | { kind: 'staffpicks' }
  /** Personal when logged in; a visitor sees the staff picks. */
  | { kind: 'foryou'; loggedIn: boolean }
  | { kind: 'featured' }
  | { kind: 'recent' }
  | { kind: 'almost' }
  | { kind: 'newest' }
  | { kind: 'taxdeduction' }
  | { kind: 'category'; category: RoutingCategory }
  | { kind: 'global'; category: RoutingCategory | null; sort?: ProjectSort | undefined }
  | { kind: 'search'; q: string }
  | { kind: 'country'; countryCode: string }
  | { kind: 'funded' }
  /** A profile's active projects (title search, one of the four sorts), or only its sponsored ones. */
  | { kind: 'owner'; ownerId: string; query?: string | undefined; sort?: ProjectSort | undefined; sponsored?: boolean }
  /** A profile's closed projects, shown apart. */
  | { kind: 'closed'; ownerId: string }
  /** The active projects of a network's members (the network page). */
  | { kind: 'network'; networkId: string };

export interface PageWindow {
  limit: number;
  offset: number;
}

/** Project lists are 100 a page (spec §9). */
export const LISTING_PAGE_SIZE = PAGE_SIZES.projects;

function endpoint(listing: Listing): { path: string; query?: QueryParams } {
  switch (listing.kind) {
    case 'staffpicks':
      return { path: '/projects/staff-picks' };
    case 'foryou':
      return { path: listing.loggedIn ? '/projects/personal' : '/projects/staff-picks' };
    case 'featured':
      return { path: '/projects/featured-filtered' };
    case 'recent':
      return { path: '/projects', query: { sort: 'Newest' } };
    case 'almost':
      return { path: '/projects/almost' };
    case 'newest':
      return { path: '/projects/newest-unfunded' };
    case 'taxdeduction':
      return { path: '/projects', query: { only_tax_exempt_projects: true } };
    case 'category':
      return { path: '/projects', query: { category: listing.category } };
    case 'global':
      return { path: '/projects', query: { category: listing.category ?? undefined, sort: listing.sort } };
    case 'search':
      return { path: '/projects', query: { q: listing.q.trim() } };
    case 'country':
      return { path: '/projects', query: { country_code: listing.countryCode.toUpperCase() } };
    case 'funded':
      return { path: '/projects/funded' };
    case 'owner':
      return {
        path: '/projects/owner-projects',
        query: {
          owner_id: listing.ownerId,
          status: 'active',
          query: listing.query?.trim() || undefined,
          sort: listing.sort,
          only_sponsored_projects: listing.sponsored || undefined,
        },
      };
    case 'closed':
      return { path: `/users/${listing.ownerId}/closed-projects` };
    case 'network':
      return { path: `/users/${listing.networkId}/network-projects` };
  }
}

/** The API path (with query) of one page of a listing, e.g. `/projects?category=Water&limit=100&offset=0`. */
export function listingRequest(listing: Listing, page: PageWindow = { limit: LISTING_PAGE_SIZE, offset: 0 }): string {
  const { path, query } = endpoint(listing);
  return buildUrl('', path, { ...query, limit: page.limit, offset: page.offset });
}
