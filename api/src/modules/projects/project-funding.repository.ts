import { sql } from 'drizzle-orm';
import { preparedStatement, queryRows, type Executor } from '../../db/client.js';
import { asDateOrNull } from '../../db/raw-values.js';

export interface FundingRow {
  amount_raised_cents: number;
  gifts_count: number;
  goal_amount_cents: number;
  funded_at: Date | null;
  half_funded_at: Date | null;
}

type RawRow = Omit<FundingRow, 'funded_at' | 'half_funded_at'> & { funded_at: Date | string | null; half_funded_at: Date | string | null };
type RawStamps = Pick<RawRow, 'funded_at' | 'half_funded_at'>;

const asStamps = (row: RawStamps): Pick<FundingRow, 'funded_at' | 'half_funded_at'> => ({
  funded_at: asDateOrNull(row.funded_at),
  half_funded_at: asDateOrNull(row.half_funded_at),
});

const asFunding = (row: RawRow): FundingRow => ({
  amount_raised_cents: Number(row.amount_raised_cents),
  gifts_count: Number(row.gifts_count),
  goal_amount_cents: Number(row.goal_amount_cents),
  ...asStamps(row),
});

/**
 * The one statement of a gift (or a refund) on its project's totals: a guarded UPDATE of the narrow
 * project_totals row (HOT: nothing it changes is indexed) adds the delta (so parallel gifts never lose one)
 * and counts the gift (+1, or -1), answering the totals after, the goal as of its row lock, and the project's
 * stamps as this statement saw them (the caller stamps or clears them, rarely, in projects). Answers
 * undefined when the project does not exist or the total would go below 0.
 */
const moveStatement = preparedStatement<RawRow>(
  'project_totals_move',
  `WITH t AS (
     UPDATE project_totals SET amount_raised_cents = amount_raised_cents + $2, gifts_count = greatest(gifts_count + $3, 0)
      WHERE project_id = $1 AND amount_raised_cents + $2 >= 0
     RETURNING amount_raised_cents, gifts_count, goal_amount_cents)
   SELECT t.amount_raised_cents, t.gifts_count, t.goal_amount_cents, p.funded_at, p.half_funded_at
     FROM t JOIN projects p ON p.id = $1`,
);

export async function moveTotals(tx: Executor, projectId: number, deltaCents: number, countDelta: number): Promise<FundingRow | undefined> {
  // Once per gift (#14): prepared, not built per call.
  const [row] = await moveStatement(tx, [projectId, deltaCents, countDelta]);
  return row && asFunding(row);
}

/**
 * Stamps half_funded_at and funded_at with `at` where they are empty and `raisedCents` reaches half the goal
 * or the goal (as the project row holds it now). Never clears a stamp. Answers the stamps after.
 */
export async function stampFunding(tx: Executor, projectId: number, raisedCents: number, at: Date) {
  const [row] = await queryRows<RawStamps>(
    tx,
    sql`UPDATE projects SET
          half_funded_at = CASE WHEN half_funded_at IS NULL AND ${raisedCents}::int8 * 2 >= goal_amount_cents
                                THEN ${at.toISOString()}::timestamptz ELSE half_funded_at END,
          funded_at = CASE WHEN funded_at IS NULL AND ${raisedCents}::int8 >= goal_amount_cents
                           THEN ${at.toISOString()}::timestamptz ELSE funded_at END
        WHERE id = ${projectId}
        RETURNING funded_at, half_funded_at`,
  );
  return row && asStamps(row);
}

/** Clears the stamps that `raisedCents` no longer reaches (below the goal, or below half of it). Answers the stamps after. */
export async function clearFunding(tx: Executor, projectId: number, raisedCents: number) {
  const [row] = await queryRows<RawStamps>(
    tx,
    sql`UPDATE projects SET
          half_funded_at = CASE WHEN ${raisedCents}::int8 * 2 < goal_amount_cents THEN NULL ELSE half_funded_at END,
          funded_at = CASE WHEN ${raisedCents}::int8 < goal_amount_cents THEN NULL ELSE funded_at END
        WHERE id = ${projectId}
        RETURNING funded_at, half_funded_at`,
  );
  return row && asStamps(row);
}

export async function projectExists(tx: Executor, projectId: number): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM projects WHERE id = ${projectId}`);
  return !!row;
}

/**
 * After the goal changes: stamps funded_at / half_funded_at with `at` when the total already raised now
 * reaches the new goal (or its half). Never clears a stamp. Answers the funding after.
 */
export async function restamp(tx: Executor, projectId: number, at: Date): Promise<FundingRow | undefined> {
  const [row] = await queryRows<RawRow>(
    tx,
    sql`UPDATE projects p SET
          half_funded_at = CASE WHEN p.half_funded_at IS NULL AND t.amount_raised_cents * 2 >= p.goal_amount_cents
                                THEN ${at.toISOString()}::timestamptz ELSE p.half_funded_at END,
          funded_at = CASE WHEN p.funded_at IS NULL AND t.amount_raised_cents >= p.goal_amount_cents
                           THEN ${at.toISOString()}::timestamptz ELSE p.funded_at END
        FROM project_totals t
        WHERE p.id = ${projectId} AND t.project_id = p.id
        RETURNING t.amount_raised_cents, t.gifts_count, p.goal_amount_cents, p.funded_at, p.half_funded_at`,
  );
  return row && asFunding(row);
}

/**
 * The project's funding, its totals row locked for the caller's transaction: a goal change takes it before it
 * writes the project row, in the order every gift takes them (totals, then the project when it stamps).
 */
export async function lockFunding(tx: Executor, projectId: number): Promise<FundingRow | undefined> {
  const [row] = await queryRows<RawRow>(
    tx,
    sql`SELECT t.amount_raised_cents, t.gifts_count, p.goal_amount_cents, p.funded_at, p.half_funded_at
          FROM project_totals t JOIN projects p ON p.id = t.project_id
         WHERE t.project_id = ${projectId} FOR UPDATE OF t`,
  );
  return row && asFunding(row);
}

/**
 * The listings' sort snapshot (projects.amount_raised_cents and gifts_count, under their indexes) catches up
 * with the live totals, for at most `limit` projects that changed since their last copy; answers how many.
 * Totals rows first, then projects rows, the order a gift locks them in.
 */
export async function copyTotalsToListings(db: Executor, limit: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH c AS (
          UPDATE project_totals SET listed_cents = amount_raised_cents, listed_gifts = gifts_count
           WHERE project_id IN (SELECT project_id FROM project_totals
                                 WHERE listed_cents <> amount_raised_cents OR listed_gifts <> gifts_count LIMIT ${limit})
          RETURNING project_id, amount_raised_cents, gifts_count)
        UPDATE projects p SET amount_raised_cents = c.amount_raised_cents, gifts_count = c.gifts_count
          FROM c WHERE p.id = c.project_id
        RETURNING p.id`,
  );
  return rows.length;
}
