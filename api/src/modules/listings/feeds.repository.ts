import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { LARGE_PROJECT_GOAL_CENTS } from '@storyfund/shared/constants';
import { queryRows, type Executor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { asDate } from '../../db/raw-values.js';
import type { IdPage, Page } from '../../lib/paging.js';
import { counter } from './listing-stats.repository.js';
import { amountLeft, fundedRatio, hasCategory, idPage, isActive, isListed } from './listings.repository.js';

const unfunded = isNull(projects.funded_at);
const notPicked = eq(projects.is_staff_pick, false);
const picked = eq(projects.is_staff_pick, true);
const staffPick = and(isListed, picked)!;
/** Forced picks first, then the most recently picked (projects_staff_picks_idx). */
const staffPickOrder = [desc(projects.is_force_staff_pick), desc(projects.staff_picked_at), desc(projects.id)];
const newest = [desc(projects.created_at), desc(projects.id)];
/** Share of the goal at which a project counts as almost there. */
export const ALMOST_THERE_RATIO = 0.9;

/** Each feed: which projects, in which order. Every one is served by an index of 0002/0003. */
export const feeds = {
  /** Closest to their goal first (by share raised), among active unfunded projects. */
  almost: (page: Page) => (db: Executor) =>
    idPage(db, and(isListed, unfunded), [sql`${fundedRatio} DESC`, asc(projects.id)], page, counter('unfunded')),
  newestUnfunded: (page: Page) => (db: Executor) => idPage(db, and(isListed, unfunded), newest, page, counter('unfunded')),
  sponsored: (page: Page) => (db: Executor) => idPage(db, and(isListed, eq(projects.is_sponsored_project, true)), newest, page),
  /** Counted by the trigger-kept 'staff_pick' counter (migration 0092), not by visiting every pick. */
  staffPicks: (page: Page) => (db: Executor) => idPage(db, staffPick, staffPickOrder, page, counter('staff_pick')),
  /** The regular (not forced) picks that have been up longest: first to rotate out. */
  lastInList: (page: Page) => (db: Executor) =>
    idPage(db, and(staffPick, eq(projects.is_force_staff_pick, false)), [asc(projects.staff_picked_at), asc(projects.id)], page),
  /** Unfunded staff picks with at least `amountCents` still to raise: a monthly gift of that size fits. */
  forSubscription: (page: Page, amountCents: number) => (db: Executor) =>
    idPage(db, and(staffPick, unfunded, sql`${amountLeft} >= ${amountCents}`), staffPickOrder, page),
  /** Candidates for a pick: unpicked, unfunded, with a photo and an update; most recently updated first. */
  eligiblePotential: (page: Page) => (db: Executor) =>
    idPage(
      db,
      and(isListed, unfunded, notPicked, isNotNull(projects.photo_url), isNotNull(projects.last_update_at)),
      [desc(projects.last_update_at), desc(projects.id)],
      page,
    ),
  /** Large (goal over $500), unpicked, unfunded projects that have raised at least a quarter; best first. */
  eligibleLargeWellPerforming: (page: Page) => (db: Executor) =>
    idPage(
      db,
      and(isListed, unfunded, notPicked, sql`${projects.goal_amount_cents} > ${LARGE_PROJECT_GOAL_CENTS}`, sql`${fundedRatio} >= 0.25`),
      [sql`${fundedRatio} DESC`, asc(projects.id)],
      page,
    ),
  /** Regular-size (goal up to $500), unpicked, unfunded projects with a photo, longest waiting first. */
  eligibleScheduledRegular: (page: Page) => (db: Executor) =>
    idPage(
      db,
      and(isListed, unfunded, notPicked, sql`${projects.goal_amount_cents} <= ${LARGE_PROJECT_GOAL_CENTS}`, isNotNull(projects.photo_url)),
      [asc(projects.created_at), asc(projects.id)],
      page,
    ),
  /** Featured, active, not yet funded; optionally one category. */
  featuredFiltered: (page: Page, category: string | undefined) => (db: Executor) =>
    idPage(db, and(isListed, eq(projects.is_featured, true), unfunded, category ? hasCategory(category) : undefined), newest, page),
  withVideoUpdates: (page: Page) => (db: Executor) =>
    idPage(db, and(isListed, isNotNull(projects.last_video_update_at)), [desc(projects.last_video_update_at), desc(projects.id)], page),
  /** Funded projects (active or closed; never banned; the owner listed), most recently funded first. */
  funded: (page: Page, onlyFinalVisual: boolean) => (db: Executor) =>
    idPage(
      db,
      and(
        isNotNull(projects.funded_at),
        ne(projects.status, 'banned'),
        eq(projects.owner_listed, true),
        onlyFinalVisual ? eq(projects.has_final_visual_update, true) : undefined,
      ),
      [desc(projects.funded_at), desc(projects.id)],
      page,
      onlyFinalVisual ? undefined : counter('funded'),
    ),
  /** One owner's active staff picks, in pick order (the owner's own list: listed or not). */
  ownerStaffPicks: (page: Page, ownerId: number) => (db: Executor) =>
    idPage(db, and(isActive, picked, eq(projects.owner_id, ownerId)), staffPickOrder, page),
  /** End-of-year giving: unfunded staff picks of tax-exempt owners (gifts deductible this year). */
  endOfYear: (page: Page) => (db: Executor) =>
    idPage(db, and(staffPick, unfunded, eq(projects.owner_tax_exempt, true)), staffPickOrder, page),
} satisfies Record<string, (...args: never[]) => (db: Executor) => Promise<IdPage>>;

/** A funded project's latest final update (the timeline module writes these rows; listings only read them). */
export interface FinalUpdate {
  id: number;
  project_id: number;
  message: string;
  photo_urls: string[];
  video_urls: string[];
  created_at: Date;
}

/** The latest final update (not deleted) of each project in `ids` (timeline_events_final_idx). */
export async function finalUpdates(db: Executor, ids: number[]): Promise<Map<number, FinalUpdate>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<FinalUpdate>(
    db,
    sql`SELECT DISTINCT ON (project_id) id, project_id, message, photo_urls, video_urls, created_at
        FROM timeline_events
        WHERE project_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND final AND type = 'update' AND deleted_at IS NULL
        ORDER BY project_id, created_at DESC, id DESC`,
  );
  return new Map(
    rows.map((r) => [Number(r.project_id), { ...r, id: Number(r.id), project_id: Number(r.project_id), created_at: asDate(r.created_at) }]),
  );
}
