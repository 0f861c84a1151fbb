import { UPDATE_OVERDUE_DAYS } from '@storyfund/shared/constants';
import { CONTENT_ROLES } from '@storyfund/shared/roles';
import type { OverdueProjectList, OverdueProjectsQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './overdue.repository.js';

const DAY_MS = 86_400_000;

/**
 * GET partners/{id}/projects/overdue: the partner's projects due for an update, for the partner, its
 * collaborators who may post the update (`CONTENT_ROLES`), the override table and admins.
 */
export async function overdueProjects(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
  query: OverdueProjectsQuery,
): Promise<OverdueProjectList> {
  requireAccountRole(caller, partnerId, CONTENT_ROLES);
  const user = await findUserById(ctx.db, partnerId);
  if (!user || !user.is_partner || user.banned_at || user.merged_into_id) throw new NotFoundError('Partner not found');
  const now = ctx.clock.now();
  const { rows, total } = await repo.overduePage(ctx.db, partnerId, new Date(now.getTime() - UPDATE_OVERDUE_DAYS * DAY_MS), {
    q: query.query?.trim() || undefined,
    direction: query.sort_direction,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    data: rows.map((r) => ({
      id: r.id,
      title: r.title,
      funded_at: r.funded_at.toISOString(),
      last_update_at: r.last_update_at?.toISOString() ?? null,
      days_waiting: Math.max(0, Math.floor((now.getTime() - r.waiting_since.getTime()) / DAY_MS)),
    })),
    total,
  };
}
