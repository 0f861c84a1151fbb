import type { ProjectSort } from '@storyfund/shared/constants';
import { normalizeCategory } from '@storyfund/shared/validation';
import { isCountryCode } from '@storyfund/shared/countries';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireActor, requireAdmin, type Actor, type Caller } from '../../lib/access.js';
import { ValidationError } from '../../lib/errors.js';
import { feeds } from './project-feeds.repository.js';
import { listProjectIds, ownerProjectIds, type IdPage, type Page } from './project-listing.repository.js';
import { categoriesGivenTo, personalIds } from './project-personal.repository.js';
import { finalUpdates } from './project-timeline-reads.repository.js';
import { projectView } from './project-views.js';
import { canManageProject } from './projects.service.js';
import { hydrate } from './projects.repository.js';

/** A page of ids turned into `{data, total}` of project views. */
export async function projectsPage(db: Executor, actor: Actor | null, page: IdPage) {
  const rows = await hydrate(db, page.ids);
  return { data: rows.map((row) => projectView(row, { manager: canManageProject(actor, row.project.owner_id) })), total: page.total };
}

/** A category query parameter in any case; the routing-only categories are accepted (they list nothing yet). */
export function categoryParam(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const category = normalizeCategory(value, { allowRouting: true });
  if (!category) throw new ValidationError({ category: ['Please choose a valid category'] });
  return category;
}

/** A country query parameter: an ISO 3166-1 alpha-2 code in any case (the map lists one country). */
export function countryParam(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const code = value.trim().toUpperCase();
  if (!isCountryCode(code)) throw new ValidationError({ country_code: ['Please choose a country from the list'] });
  return code;
}

export interface ListQuery extends Page {
  owner_id?: number;
  category?: string;
  country_code?: string;
  q?: string;
  only_tax_exempt_projects?: boolean;
  not_funded_only?: boolean;
  only_sponsored_projects?: boolean;
  sort?: ProjectSort;
}

export async function listProjects(ctx: AppContext, caller: Caller, query: ListQuery) {
  const page = await listProjectIds(ctx.db, {
    limit: query.limit,
    offset: query.offset,
    ownerId: query.owner_id,
    category: categoryParam(query.category),
    countryCode: countryParam(query.country_code),
    q: query.q?.trim() || undefined,
    taxExempt: query.only_tax_exempt_projects,
    notFunded: query.not_funded_only,
    sponsored: query.only_sponsored_projects,
    sort: query.sort,
  });
  return projectsPage(ctx.db, caller.actor, page);
}

/** One owner's projects (the caller's own by default). Closed ones for the owner's side and admins. */
export async function ownerProjects(
  ctx: AppContext,
  caller: Caller,
  query: Page & { owner_id?: number; query?: string; sort_direction: 'asc' | 'desc' },
) {
  const ownerId = query.owner_id ?? caller.actor?.id;
  if (!ownerId) throw new ValidationError({ owner_id: ['owner_id is required'] });
  const actor = caller.actor;
  const statuses = actor?.is_admin ? ['active', 'closed', 'banned'] : canManageProject(actor, ownerId) ? ['active', 'closed'] : ['active'];
  const page = await ownerProjectIds(ctx.db, {
    ...query,
    ownerId,
    statuses,
    query: query.query?.trim() || undefined,
    direction: query.sort_direction,
  });
  return projectsPage(ctx.db, actor, page);
}

type Feed = (db: Executor) => Promise<IdPage>;

/** Runs one public feed of project-feeds.repository.ts. */
export async function feed(ctx: AppContext, caller: Caller, run: Feed) {
  return projectsPage(ctx.db, caller.actor, await run(ctx.db));
}

/** The staff-pick eligibility lists are the admins' staff-picks tracker: page (1-based) and perPage. */
export async function eligibleFeed(ctx: AppContext, caller: Caller, make: (page: Page) => Feed, query: { page: number; perPage: number }) {
  requireAdmin(caller);
  return feed(ctx, caller, make({ limit: query.perPage, offset: (query.page - 1) * query.perPage }));
}

export async function personalFeed(ctx: AppContext, caller: Caller, page: Page) {
  const actor = requireActor(caller);
  const categories = await categoriesGivenTo(ctx.db, actor.id);
  return projectsPage(ctx.db, actor, await personalIds(ctx.db, actor.id, categories, page));
}

/** /liveschanged: funded projects, each with its latest final update (or null). */
export async function fundedFeed(ctx: AppContext, caller: Caller, query: Page & { only_final_visual?: boolean }) {
  const page = await feeds.funded(query, query.only_final_visual ?? false)(ctx.db);
  const [result, updates] = await Promise.all([projectsPage(ctx.db, caller.actor, page), finalUpdates(ctx.db, page.ids)]);
  return {
    data: result.data.map((project) => {
      const update = updates.get(project.id);
      return {
        ...project,
        final_update: update
          ? {
              id: update.id,
              message: update.message,
              photo_urls: update.photo_urls,
              video_urls: update.video_urls,
              created_at: update.created_at.toISOString(),
            }
          : null,
      };
    }),
    total: result.total,
  };
}
