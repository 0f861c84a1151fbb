import type { GiftPageQuery, GivenGiftList, ReceivedGiftList } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, requireSelfOrAdmin, type Caller } from '../../lib/access.js';
import * as repo from './gifts.repository.js';
import { encouragementOf, giftView, receivedDonor } from './gift-views.js';

type Page = GiftPageQuery;

/** GET /users/{id}/gifts: one's own gifts (or any account's, for an admin), newest first. */
export async function listGiven(ctx: AppContext, caller: Caller, userId: number, page: Page): Promise<GivenGiftList> {
  requireSelfOrAdmin(caller, userId);
  const { rows, total } = await repo.donorGiftsPage(ctx.db, userId, page);
  const data = rows.map((r) => ({
    ...giftView(r.gift, encouragementOf(r)),
    donor_id: r.gift.donor_id,
    dedicatee_email: r.gift.dedicatee_email,
    project: { id: r.gift.project_id, title: r.project_title },
  }));
  return { data, total };
}

/**
 * GET /users/{id}/received-gifts: gifts to the account's projects, for the account, its collaborators with
 * the admin role, and platform admins. Anonymous donors are never named; guests show as "Guest Donor".
 */
export async function listReceived(ctx: AppContext, caller: Caller, userId: number, page: Page): Promise<ReceivedGiftList> {
  requireAccountRole(caller, userId, ['admin']);
  const { rows, total } = await repo.receivedGiftsPage(ctx.db, userId, page);
  const data = rows.map((r) => ({
    ...giftView(r.gift, encouragementOf(r)),
    ...receivedDonor(r.gift, r.donor),
    project: { id: r.gift.project_id, title: r.project_title },
  }));
  return { data, total };
}
