import type { Giver, GiverList, ProjectFollow } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireActor, type Caller } from '../../lib/access.js';
import { PROJECT_ROLES } from '@storyfund/shared/roles';
import { loadProject, requireProjectRole } from './project-access.service.js';
import { deleteProjectFollow, followersCount, insertProjectFollow } from './project-follows.repository.js';
import { giversPage, type GiverRow } from './project-gifts.repository.js';
import type { Page } from '../../lib/paging.js';
import { ownerDisplayName } from './project-owner.service.js';

/** Spec §9: guest donors are shown as 'Guest Donor'; an anonymous gift never shows who gave it. */
const ANONYMOUS_NAME = 'Anonymous';
const GUEST_NAME = 'Guest Donor';

function giverView(row: GiverRow): Giver {
  const hidden = row.anonymous || row.guest;
  const name = row.anonymous
    ? ANONYMOUS_NAME
    : row.guest
      ? GUEST_NAME
      : ownerDisplayName({
          first_name: row.first_name ?? '',
          last_name: row.last_name ?? '',
          organization_name: row.organization_name,
          show_organization_name: row.show_organization_name ?? false,
        });
  return {
    name,
    // A shown giver is a joined account, so the names are there (the row types them nullable for hidden ones).
    user: hidden
      ? null
      : { id: Number(row.donor_id), first_name: row.first_name ?? '', last_name: row.last_name ?? '', photo_url: row.photo_url },
    is_anonymous: row.anonymous,
    is_guest: row.guest,
    amount_cents: row.amount_cents,
    gifts_count: row.gifts_count,
    monthly: row.monthly,
    first_gift_at: row.first_gift_at.toISOString(),
    last_gift_at: row.last_gift_at.toISOString(),
    last_amount_cents: row.last_amount_cents,
  };
}

/** GET /projects/{id}/givers-ver2: public; every anonymous gift is its own row. */
export async function givers(ctx: AppContext, caller: Caller, id: number, page: Page): Promise<GiverList> {
  await loadProject(ctx.db, id, caller.actor);
  const { rows, total } = await giversPage(ctx.db, id, { ...page, separateAnonymous: true });
  return { data: rows.map(giverView), total };
}

/** The project's monthly givers grouped by donor, for the owner's side and admins. */
export async function groupedMonthlyGifts(ctx: AppContext, caller: Caller, id: number, page: Page): Promise<GiverList> {
  const project = await loadProject(ctx.db, id, caller.actor);
  requireProjectRole(caller, project, PROJECT_ROLES);
  const { rows, total } = await giversPage(ctx.db, id, { ...page, monthlyOnly: true, separateAnonymous: false });
  return { data: rows.map(giverView), total };
}

export async function followProject(ctx: AppContext, caller: Caller, id: number): Promise<ProjectFollow> {
  const actor = requireActor(caller);
  await loadProject(ctx.db, id, actor);
  await ctx.db.transaction((tx) => insertProjectFollow(tx, actor.id, id));
  return { project_id: id, followers_count: await followersCount(ctx.db, id), is_follower_of_project: true };
}

export async function unfollowProject(ctx: AppContext, caller: Caller, id: number): Promise<ProjectFollow> {
  const actor = requireActor(caller);
  await loadProject(ctx.db, id, actor);
  await ctx.db.transaction((tx) => deleteProjectFollow(tx, actor.id, id));
  return { project_id: id, followers_count: await followersCount(ctx.db, id), is_follower_of_project: false };
}
