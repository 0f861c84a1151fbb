import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import {
  clearFunding,
  copyTotalsToListings,
  lockFunding,
  moveTotals,
  projectExists,
  restamp,
  stampFunding,
  type FundingRow,
} from './project-funding.repository.js';

export interface FundingState extends FundingRow {
  /** This change crossed the goal (funded_at was stamped now). */
  just_funded: boolean;
  /** This change crossed half the goal. */
  just_half_funded: boolean;
}

/** Tells who listens that the change at `at` crossed half the goal or the goal. */
async function announce(ctx: AppContext, tx: Transaction, projectId: number, state: FundingState, at: Date): Promise<void> {
  if (state.just_half_funded) await ctx.events.emit(tx, 'project.half-funded', { project_id: projectId, at: at.toISOString() });
  if (state.just_funded) await ctx.events.emit(tx, 'project.funded', { project_id: projectId, at: at.toISOString() });
}

const stampedAt = (stamp: Date | null, at: Date) => stamp?.getTime() === at.getTime();

/** Moves the live totals (project_totals) by a gift's amount; 404 for no project, 409 below zero. */
async function move(tx: Transaction, projectId: number, deltaCents: number): Promise<FundingRow> {
  const row = await moveTotals(tx, projectId, deltaCents, deltaCents > 0 ? 1 : -1);
  if (row) return row;
  if (!(await projectExists(tx, projectId))) throw new NotFoundError('Project not found');
  throw new ConflictError('The refund is larger than the amount raised');
}

/** This change of the total from `before` to `after` crosses `goal` upwards. */
const crossesUp = (before: number, after: number, goal: number) => before < goal && after >= goal;

/**
 * The one path that changes a project's raised total: the giving module calls it inside its gift (or
 * refund) transaction with the gift's amount (negative for a refund). Crossing half the goal or the goal
 * stamps the project once and emits project.half-funded / project.funded. A refund larger than the total
 * raised is refused (409) and changes nothing. The common gift is one statement on project_totals; the
 * project row is written only when a stamp is due.
 */
export async function applyGiftToProject(
  ctx: AppContext,
  tx: Transaction,
  projectId: number,
  deltaCents: number,
  at: Date,
): Promise<FundingState> {
  if (!Number.isSafeInteger(deltaCents) || deltaCents === 0) throw new Error(`applyGiftToProject: bad delta ${deltaCents}`);
  const row = await move(tx, projectId, deltaCents);
  const after = row.amount_raised_cents;
  const before = after - deltaCents;
  const goal = row.goal_amount_cents;
  // Crossing is decided on the amounts (exact under the totals row's lock); an empty stamp the total already
  // reaches (a goal lowered by hand) is filled too. The stamp statement re-reads the project row, so a stamp
  // set or cleared by a transaction that committed meanwhile is judged as it is now.
  const due =
    crossesUp(before * 2, after * 2, goal) ||
    crossesUp(before, after, goal) ||
    (row.half_funded_at === null && after * 2 >= goal) ||
    (row.funded_at === null && after >= goal);
  const stamps = due ? ((await stampFunding(tx, projectId, after, at)) ?? row) : row;
  const state = {
    ...row,
    ...stamps,
    just_funded: stampedAt(stamps.funded_at, at) && before < goal,
    just_half_funded: stampedAt(stamps.half_funded_at, at) && before * 2 < goal,
  };
  await announce(ctx, tx, projectId, state, at);
  return state;
}

/** After the goal changes: the project is stamped (and announced) when what it already raised reaches the new goal or its half. */
export async function restampFunding(ctx: AppContext, tx: Transaction, projectId: number, before: FundingRow, at: Date): Promise<void> {
  const row = await restamp(tx, projectId, at);
  if (!row) return;
  const state = {
    ...row,
    just_funded: before.funded_at === null && stampedAt(row.funded_at, at),
    just_half_funded: before.half_funded_at === null && stampedAt(row.half_funded_at, at),
  };
  await announce(ctx, tx, projectId, state, at);
}

/** The project's funding, its totals row locked until the transaction ends (a goal change takes it first). */
export async function holdFunding(tx: Transaction, projectId: number): Promise<FundingRow> {
  const row = await lockFunding(tx, projectId);
  if (!row) throw new NotFoundError('Project not found');
  return row;
}

/**
 * A refunded gift comes off the project's total, in the refund's transaction: the count goes down, and the
 * funded / half-funded stamps are cleared where the total no longer reaches the goal or its half (a later
 * gift that crosses them again stamps and announces them anew). Answers the funding before and after.
 */
export async function removeGiftFromProject(
  tx: Transaction,
  projectId: number,
  amountCents: number,
): Promise<{ before: FundingRow; after: FundingRow }> {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new Error(`removeGiftFromProject: bad amount ${amountCents}`);
  const row = await move(tx, projectId, -amountCents);
  const after = row.amount_raised_cents;
  const before = after + amountCents;
  const goal = row.goal_amount_cents;
  const due =
    crossesUp(after * 2, before * 2, goal) ||
    crossesUp(after, before, goal) ||
    (row.half_funded_at !== null && after * 2 < goal) ||
    (row.funded_at !== null && after < goal);
  const stamps = due ? ((await clearFunding(tx, projectId, after)) ?? row) : row;
  return {
    before: { ...row, amount_raised_cents: before, gifts_count: row.gifts_count + 1 },
    after: { ...row, ...stamps },
  };
}

/** How often the listings' sort snapshot catches up with the live totals (the periodic job, jobs.ts). */
export const LISTED_TOTALS_EVERY_MS = 30_000;
const LISTED_TOTALS_BATCH = 1000;

/**
 * Copies the live totals into the listings' sort snapshot (projects.amount_raised_cents and gifts_count) for
 * every project that changed since its last copy, in batches of short transactions. Answers how many.
 */
export async function copyTotalsToListingsSnapshot(ctx: AppContext): Promise<number> {
  let copied = 0;
  for (;;) {
    const n = await copyTotalsToListings(ctx.db, LISTED_TOTALS_BATCH);
    copied += n;
    if (n < LISTED_TOTALS_BATCH) return copied;
  }
}

/**
 * A gift converted to another project (docs/backoffice.md "Converting a gift"), in the conversion's
 * transaction: both projects are locked in id order first (two conversions the other way round never
 * deadlock), then the gift comes off the old project as a refund does (stamps that no longer hold are cleared)
 * and joins the new one as a gift does (stamped and announced when it crosses half the goal or the goal).
 */
export async function moveGiftBetweenProjects(
  ctx: AppContext,
  tx: Transaction,
  move: { fromProjectId: number; toProjectId: number; amountCents: number; at: Date },
): Promise<{ from: FundingRow; to: FundingState }> {
  for (const id of [move.fromProjectId, move.toProjectId].sort((a, b) => a - b)) {
    if (!(await lockFunding(tx, id))) throw new NotFoundError('Project not found');
  }
  const { after } = await removeGiftFromProject(tx, move.fromProjectId, move.amountCents);
  const to = await applyGiftToProject(ctx, tx, move.toProjectId, move.amountCents, move.at);
  return { from: after, to };
}
