import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { asDateOrNull } from '../../db/raw-values.js';

export interface FundingState {
  amount_raised_cents: number;
  gifts_count: number;
  goal_amount_cents: number;
  funded_at: Date | null;
  half_funded_at: Date | null;
  /** This application crossed the goal (funded_at was stamped now). */
  just_funded: boolean;
  /** This application crossed half the goal. */
  just_half_funded: boolean;
}

type Row = Pick<FundingState, 'amount_raised_cents' | 'gifts_count' | 'goal_amount_cents'> & {
  funded_at: Date | string | null;
  half_funded_at: Date | string | null;
};

/**
 * The one path that changes a project's raised total: the giving module calls it inside its gift (or
 * refund) transaction with the gift's amount (negative for a refund). One guarded UPDATE adds the delta
 * (so parallel gifts never lose one), counts the gift (+1, or -1 for a refund), and stamps
 * half_funded_at and funded_at with `at` when this change crosses half the goal or the goal. Stamps are
 * never cleared: a project funded once stays funded after a refund. A refund larger than the total
 * raised is refused (409) and changes nothing.
 */
export async function applyGiftToProject(tx: Executor, projectId: number, deltaCents: number, at: Date): Promise<FundingState> {
  if (!Number.isSafeInteger(deltaCents) || deltaCents === 0) throw new Error(`applyGiftToProject: bad delta ${deltaCents}`);
  const countDelta = deltaCents > 0 ? 1 : -1;
  const [row] = await queryRows<Row>(
    tx,
    sql`UPDATE projects SET
          amount_raised_cents = amount_raised_cents + ${deltaCents},
          gifts_count = greatest(gifts_count + ${countDelta}, 0),
          half_funded_at = CASE WHEN half_funded_at IS NULL AND (amount_raised_cents + ${deltaCents}) * 2 >= goal_amount_cents
                                THEN ${at.toISOString()}::timestamptz ELSE half_funded_at END,
          funded_at = CASE WHEN funded_at IS NULL AND amount_raised_cents + ${deltaCents} >= goal_amount_cents
                           THEN ${at.toISOString()}::timestamptz ELSE funded_at END,
          updated_at = now()
        WHERE id = ${projectId} AND amount_raised_cents + ${deltaCents} >= 0
        RETURNING amount_raised_cents, gifts_count, goal_amount_cents, funded_at, half_funded_at`,
  );
  if (!row) {
    const [exists] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM projects WHERE id = ${projectId}`);
    if (!exists) throw new NotFoundError('Project not found');
    throw new ConflictError('The refund is larger than the amount raised');
  }
  const funded_at = asDateOrNull(row.funded_at);
  const half_funded_at = asDateOrNull(row.half_funded_at);
  const amount_raised_cents = Number(row.amount_raised_cents);
  const goal_amount_cents = Number(row.goal_amount_cents);
  const before = amount_raised_cents - deltaCents;
  return {
    amount_raised_cents,
    goal_amount_cents,
    gifts_count: Number(row.gifts_count),
    funded_at,
    half_funded_at,
    just_funded: funded_at?.getTime() === at.getTime() && before < goal_amount_cents,
    just_half_funded: half_funded_at?.getTime() === at.getTime() && before * 2 < goal_amount_cents,
  };
}

/**
 * After the goal changes: stamps funded_at / half_funded_at with `at` when the total already raised now
 * reaches the new goal (or its half). Like gifts, it never clears a stamp.
 */
export async function restampFunding(tx: Executor, projectId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE projects SET
          half_funded_at = CASE WHEN half_funded_at IS NULL AND amount_raised_cents * 2 >= goal_amount_cents
                                THEN ${at.toISOString()}::timestamptz ELSE half_funded_at END,
          funded_at = CASE WHEN funded_at IS NULL AND amount_raised_cents >= goal_amount_cents
                           THEN ${at.toISOString()}::timestamptz ELSE funded_at END
        WHERE id = ${projectId}`,
  );
}
