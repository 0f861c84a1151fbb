import { CATEGORY_SLUGS, GIFT_CATEGORIES, type ProjectStatus } from '@storyfund/shared/constants';
import { countryName } from '@storyfund/shared/countries';
import { normalizeCategory } from '@storyfund/shared/validation';
import { isCountryCode } from '@storyfund/shared/countries';
import type {
  AlmostThere,
  CategoryCountList,
  ClosedProjectsQuery,
  CountryCountList,
  FundedProjectList,
  FundedQuery,
  InsightCounts,
  ListProjectsQuery,
  MaybeProject,
  OwnerProjectsQuery,
  PagePerPageQuery,
  Project,
  ProjectList,
  SubscribedProjectList,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireActor, requireAdmin, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { IdPage, Page } from '../../lib/paging.js';
import { loadProject } from '../projects/project-access.service.js';
import { canManageProject, projectCards, projectPage } from '../projects/projects.service.js';
import { ALMOST_THERE_RATIO, feeds, finalUpdates } from './feeds.repository.js';
import { listProjectIds, networkProjectIds, ownerProjectIds } from './listings.repository.js';
import { assertPublicNetwork } from '../users/network-page.service.js';
import * as stats from './listing-stats.repository.js';
import * as lookups from './lookups.repository.js';
import { categoriesGivenTo, monthlyProjects, personalIds } from './personal-feed.repository.js';

/**
 * Listings and feeds: which projects, in which order. This module owns no table; it reads projects,
 * gifts, follows and the trigger-kept counters, and answers project cards through the projects module.
 */

/** A category query parameter in any case; the routing-only categories are accepted (they list nothing yet). */
export function categoryParam(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const category = normalizeCategory(value, { allowRouting: true });
  if (!category) throw new ValidationError({ category: ['Please choose a valid category'] });
  return category;
}

/** A country query parameter: an ISO 3166-1 alpha-2 code in any case (the map lists one country). */
function countryParam(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const code = value.trim().toUpperCase();
  if (!isCountryCode(code)) throw new ValidationError({ country_code: ['Please choose a country from the list'] });
  return code;
}

export async function listProjects(ctx: AppContext, caller: Caller, query: ListProjectsQuery): Promise<ProjectList> {
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
  return projectCards(ctx.db, page);
}

/** One owner's projects (the caller's own by default). Closed ones for the owner's side and admins. */
export async function ownerProjects(ctx: AppContext, caller: Caller, query: OwnerProjectsQuery): Promise<ProjectList> {
  const ownerId = query.owner_id ?? caller.actor?.id;
  if (!ownerId) throw new ValidationError({ owner_id: ['owner_id is required'] });
  const actor = caller.actor;
  const statuses: ProjectStatus[] = actor?.is_admin
    ? ['active', 'closed', 'banned']
    : canManageProject(actor, ownerId)
      ? ['active', 'closed']
      : ['active'];
  const page = await ownerProjectIds(ctx.db, {
    ...query,
    ownerId,
    statuses: query.status ? statuses.filter((status) => status === query.status) : statuses,
    query: query.query?.trim() || undefined,
    direction: query.sort_direction,
    sort: query.sort,
    sponsored: query.only_sponsored_projects,
  });
  return projectCards(ctx.db, page);
}

/** GET /users/{id}/closed-projects: an owner's closed projects, public (a profile shows them apart from its active ones). */
export async function closedProjects(ctx: AppContext, caller: Caller, ownerId: number, query: ClosedProjectsQuery): Promise<ProjectList> {
  const page = await ownerProjectIds(ctx.db, {
    ...query,
    ownerId,
    statuses: ['closed'],
    query: query.query?.trim() || undefined,
    direction: 'desc',
    closedFirst: true,
  });
  return projectCards(ctx.db, page);
}

/** GET /users/{id}/network-projects: public; the active projects of the network's non-banned members (docs/api-networks.md). */
export async function networkProjects(ctx: AppContext, networkId: number, page: Page): Promise<ProjectList> {
  await assertPublicNetwork(ctx, networkId);
  return projectCards(ctx.db, await networkProjectIds(ctx.db, networkId, page));
}

type Feed = (db: Executor) => Promise<IdPage>;

/** Runs one public feed of project-feeds.repository.ts. */
export async function feed(ctx: AppContext, caller: Caller, run: Feed): Promise<ProjectList> {
  return projectCards(ctx.db, await run(ctx.db));
}

/** The staff-pick eligibility lists are the admins' staff-picks tracker: page (1-based) and perPage. */
export async function eligibleFeed(
  ctx: AppContext,
  caller: Caller,
  make: (page: Page) => Feed,
  query: PagePerPageQuery,
): Promise<ProjectList> {
  requireAdmin(caller);
  return feed(ctx, caller, make({ limit: query.perPage, offset: (query.page - 1) * query.perPage }));
}

export async function personalFeed(ctx: AppContext, caller: Caller, page: Page): Promise<ProjectList> {
  const actor = requireActor(caller);
  const categories = await categoriesGivenTo(ctx.db, actor.id);
  return projectCards(ctx.db, await personalIds(ctx.db, actor.id, categories, page));
}

/** /liveschanged: funded projects, each with its latest final update (or null). */
export async function fundedFeed(ctx: AppContext, caller: Caller, query: FundedQuery): Promise<FundedProjectList> {
  const page = await feeds.funded(query, query.only_final_visual ?? false)(ctx.db);
  const [result, updates] = await Promise.all([projectCards(ctx.db, page), finalUpdates(ctx.db, page.ids)]);
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

export async function categoryCounts(ctx: AppContext): Promise<CategoryCountList> {
  const counts = await stats.countsByCategory(ctx.db);
  const data = GIFT_CATEGORIES.map((category) => ({ category, slug: CATEGORY_SLUGS[category], count: counts.get(category) ?? 0 }));
  return { data, total: data.length };
}

export async function countryCounts(ctx: AppContext): Promise<CountryCountList> {
  const rows = await stats.countsByCountry(ctx.db);
  return { data: rows.map((r) => ({ ...r, country_name: countryName(r.country_code) ?? r.country_code })), total: rows.length };
}

export async function isAlmostThere(ctx: AppContext): Promise<AlmostThere> {
  const count = await stats.countAlmostThere(ctx.db, ALMOST_THERE_RATIO);
  return { is_almost_there: count > 0, count, threshold_percent: ALMOST_THERE_RATIO * 100 };
}

export async function insightLawCounts(ctx: AppContext): Promise<InsightCounts> {
  return stats.insightCounts(ctx.db);
}

/** `{project}` or `{project: null}`: "nothing fits" is a normal answer, not an error. */
async function maybeProject(ctx: AppContext, caller: Caller, id: number | undefined): Promise<MaybeProject> {
  return { project: id === undefined ? null : await projectPage(ctx.db, caller.actor, id) };
}

export async function specialLargeGiftProject(ctx: AppContext, caller: Caller, amountCents: number): Promise<MaybeProject> {
  return maybeProject(ctx, caller, await lookups.specialGiftProjectId(ctx.db, amountCents));
}

export async function cotnEventProject(ctx: AppContext, caller: Caller, code: string): Promise<Project> {
  const id = await lookups.cotnProjectId(ctx.db, code.trim());
  if (id === undefined) throw new NotFoundError('No project matches this event invite code');
  return projectPage(ctx.db, caller.actor, id);
}

export async function groveEventProject(ctx: AppContext, caller: Caller): Promise<Project> {
  const id = await lookups.groveProjectId(ctx.db);
  if (id === undefined) throw new NotFoundError('There is no Grove event project right now');
  return projectPage(ctx.db, caller.actor, id);
}

/** The line: a sponsorship project's children that no one gives to monthly yet. */
export async function abcSponsorsLine(ctx: AppContext, caller: Caller, id: number, page: Page): Promise<ProjectList> {
  await loadProject(ctx.db, id, caller.actor);
  return projectCards(ctx.db, await lookups.sponsorLineIds(ctx.db, id, page));
}

/** The caller's monthly-giving projects, each with the latest monthly amount. */
export async function projectsWithSubscription(ctx: AppContext, caller: Caller, page: Page): Promise<SubscribedProjectList> {
  const actor = requireActor(caller);
  const { rows, total } = await monthlyProjects(ctx.db, actor.id, page);
  const projects = await projectCards(ctx.db, { ids: rows.map((r) => Number(r.project_id)), total });
  const byId = new Map(rows.map((r) => [Number(r.project_id), r]));
  return {
    data: projects.data.map((p) => ({
      ...p,
      monthly_amount_cents: byId.get(p.id)!.amount_cents,
      last_monthly_gift_at: byId.get(p.id)!.gift_at.toISOString(),
    })),
    total,
  };
}
