/**
 * The partner donations table, its export, donor detail and the projects due for an update
 * (docs/api-donations.md). Every key names the partner account; SWR fetches it with the session.
 */
import { PAGE_SIZES } from '@storyfund/shared/constants';
import type { DonationList, DonorDetail, OverdueProjectList, ProjectList } from '@storyfund/shared/contract';
import { buildUrl } from '@storyfund/shared/transport';
import type { DonationParams, DonationSort, SortDirection } from '../filters';

export type { DonationList, DonorDetail, OverdueProjectList, ProjectList };

/** The table's page: the API's default. */
export const DONATIONS_PAGE = 25;

export interface DonationOrder {
  sort: DonationSort;
  sort_direction: SortDirection;
}

export const donationsKey = (partnerId: number, params: DonationParams, order: DonationOrder, offset: number) =>
  buildUrl('', `partners/${partnerId}/donations`, { ...params, ...order, limit: DONATIONS_PAGE, offset });

/** The export of what the table shows: the same filters and order, every page. */
export const donationsExportPath = (partnerId: number, params: DonationParams, order: DonationOrder) =>
  buildUrl('', `partners/${partnerId}/donations/export`, { ...params, ...order });

export const donationsExportName = (partnerId: number) => `storyfund-donations-${partnerId}.csv`;

export const donorDetailKey = (partnerId: number, donorId: number, offset: number) =>
  buildUrl('', `partners/${partnerId}/donations/donors/${donorId}`, { limit: PAGE_SIZES.gifts, offset });

export const overdueKey = (partnerId: number, query: string, direction: SortDirection, offset: number) =>
  buildUrl('', `partners/${partnerId}/projects/overdue`, {
    query: query.trim() || undefined,
    sort_direction: direction,
    limit: PAGE_SIZES.partnerOverdue,
    offset,
  });

/** The partner's projects for the project filter: active and closed ones (the project side sees both), newest first. */
export const partnerProjectsKey = (partnerId: number) =>
  buildUrl('', 'projects/owner-projects', { owner_id: partnerId, limit: PAGE_SIZES.projects });
