import type { AppContext } from '../../app-context.js';
import type { Transaction } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { addToRaised, projectExists, restamp, takeFromRaised, lockFunding, type FundingRow } from './project-funding.repository.js';

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

/**
 * The one path that changes a project's raised total: the giving module calls it inside its gift (or
 * refund) transaction with the gift's amount (negative for a refund). Crossing half the goal or the goal
 * stamps the project once and emits project.half-funded / project.funded. A refund larger than the total
 * raised is refused (409) and changes nothing.
 */
export async function applyGiftToProject(
  ctx: AppContext,
  tx: Transaction,
  projectId: number,
  deltaCents: number,
  at: Date,
): Promise<FundingState> {
  if (!Number.isSafeInteger(deltaCents) || deltaCents === 0) throw new Error(`applyGiftToProject: bad delta ${deltaCents}`);
  const row = await addToRaised(tx, projectId, deltaCents, at);
  if (!row) {
    if (!(await projectExists(tx, projectId))) throw new NotFoundError('Project not found');
    throw new ConflictError('The refund is larger than the amount raised');
  }
  const before = row.amount_raised_cents - deltaCents;
  const state = {
    ...row,
    just_funded: stampedAt(row.funded_at, at) && before < row.goal_amount_cents,
    just_half_funded: stampedAt(row.half_funded_at, at) && before * 2 < row.goal_amount_cents,
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
  const before = await lockFunding(tx, projectId);
  if (!before) throw new NotFoundError('Project not found');
  const after = await takeFromRaised(tx, projectId, amountCents);
  if (!after) throw new ConflictError('The refund is larger than the amount raised');
  return { before, after };
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
