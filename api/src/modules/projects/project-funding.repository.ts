import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { asDateOrNull } from '../../db/raw-values.js';

export interface FundingRow {
  amount_raised_cents: number;
  gifts_count: number;
  goal_amount_cents: number;
  funded_at: Date | null;
  half_funded_at: Date | null;
}

type RawRow = Omit<FundingRow, 'funded_at' | 'half_funded_at'> & { funded_at: Date | string | null; half_funded_at: Date | string | null };

const asFunding = (row: RawRow): FundingRow => ({
  amount_raised_cents: Number(row.amount_raised_cents),
  gifts_count: Number(row.gifts_count),
  goal_amount_cents: Number(row.goal_amount_cents),
  funded_at: asDateOrNull(row.funded_at),
  half_funded_at: asDateOrNull(row.half_funded_at),
});

/**
 * One guarded UPDATE adds the delta to the raised total (so parallel gifts never lose one), counts the gift
 * (+1, or -1 for a refund), and stamps half_funded_at and funded_at with `at` when this change crosses half
 * the goal or the goal. Stamps are never cleared. Answers undefined when the project does not exist or the
 * total would go below 0.
 */
export async function addToRaised(tx: Executor, projectId: number, deltaCents: number, at: Date): Promise<FundingRow | undefined> {
  const countDelta = deltaCents > 0 ? 1 : -1;
  const [row] = await queryRows<RawRow>(
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
  return row && asFunding(row);
}

export async function projectExists(tx: Executor, projectId: number): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM projects WHERE id = ${projectId}`);
  return !!row;
}

/**
 * After the goal changes: stamps funded_at / half_funded_at with `at` when the total already raised now
 * reaches the new goal (or its half). Never clears a stamp. Answers the stamps after.
 */
export async function restamp(tx: Executor, projectId: number, at: Date): Promise<FundingRow | undefined> {
  const [row] = await queryRows<RawRow>(
    tx,
    sql`UPDATE projects SET
          half_funded_at = CASE WHEN half_funded_at IS NULL AND amount_raised_cents * 2 >= goal_amount_cents
                                THEN ${at.toISOString()}::timestamptz ELSE half_funded_at END,
          funded_at = CASE WHEN funded_at IS NULL AND amount_raised_cents >= goal_amount_cents
                           THEN ${at.toISOString()}::timestamptz ELSE funded_at END
        WHERE id = ${projectId}
        RETURNING amount_raised_cents, gifts_count, goal_amount_cents, funded_at, half_funded_at`,
  );
  return row && asFunding(row);
}

/**
 * A refunded gift leaves the project: the total and the count go down, and a funding stamp that no longer
 * holds (the total is below the goal, or below half of it) is cleared. Answers undefined when the project
 * does not exist or the total would go below 0.
 */
export async function takeFromRaised(tx: Executor, projectId: number, amountCents: number): Promise<FundingRow | undefined> {
  const [row] = await queryRows<RawRow>(
    tx,
    sql`UPDATE projects SET
          amount_raised_cents = amount_raised_cents - ${amountCents},
          gifts_count = greatest(gifts_count - 1, 0),
          half_funded_at = CASE WHEN (amount_raised_cents - ${amountCents}) * 2 < goal_amount_cents THEN NULL ELSE half_funded_at END,
          funded_at = CASE WHEN amount_raised_cents - ${amountCents} < goal_amount_cents THEN NULL ELSE funded_at END,
          updated_at = now()
        WHERE id = ${projectId} AND amount_raised_cents - ${amountCents} >= 0
        RETURNING amount_raised_cents, gifts_count, goal_amount_cents, funded_at, half_funded_at`,
  );
  return row && asFunding(row);
}

/** The project's funding, its row locked for the caller's transaction. */
export async function lockFunding(tx: Executor, projectId: number): Promise<FundingRow | undefined> {
  const [row] = await queryRows<RawRow>(
    tx,
    sql`SELECT amount_raised_cents, gifts_count, goal_amount_cents, funded_at, half_funded_at FROM projects
        WHERE id = ${projectId} FOR UPDATE`,
  );
  return row && asFunding(row);
}
