import { COLLABORATOR_ROLES, type OwnerCheckupCountName } from '@storyfund/shared/constants';
import type { OwnerCheckup, OwnerCheckupCount } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import * as repo from './owner-checkup.repository.js';

/**
 * The owner-checkup counts of many accounts at once, for staff screens (the back-office /audit page) whose
 * service has already authorized the caller. In the order of `userIds`; unknown ids are left out.
 */
export async function ownerCheckupCountsOf(ctx: AppContext, userIds: number[]): Promise<OwnerCheckup[]> {
  const rows = await repo.ownerCheckupCounts(ctx.db, [...new Set(userIds)]);
  const byId = new Map(rows.map((row) => [row.user_id, row]));
  return userIds.flatMap((id) => byId.get(id) ?? []);
}

/** GET /users/{id}/owner-checkup: the account itself, any of its collaborators, or an admin. */
export async function getOwnerCheckup(ctx: AppContext, caller: Caller, userId: number): Promise<OwnerCheckup> {
  requireAccountRole(caller, userId, COLLABORATOR_ROLES);
  const [counts] = await ownerCheckupCountsOf(ctx, [userId]);
  if (!counts) throw new NotFoundError('User not found');
  return counts;
}

/** GET /users/{id}/owner-checkup/{name}: one count, same callers. */
export async function getOwnerCheckupCount(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  name: OwnerCheckupCountName,
): Promise<OwnerCheckupCount> {
  const counts = await getOwnerCheckup(ctx, caller, userId);
  return { user_id: userId, name, count: counts[name] };
}
