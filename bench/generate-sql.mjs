// Set-based writes for the bench generators (#14: 50k projects took 550 s under load). Row triggers did the
// per-row work: each bench gift ran the stats rollup's upsert (0041) and queued a deferred balance check per
// ledger line (0005); each project upserted five or so project_counts rows, all bench projects queueing on the
// same few. Here those triggers are off inside the one transaction of the insert (a multi-statement exec is
// one transaction, so a failure leaves them on), and their work is done once for the whole batch:
// - project_counts from project_count_keys() (the trigger's own function), grouped;
// - each new journal checked to balance in one grouped query (what ledger_entries_balanced checks per line);
// - stats_gift_days gains the batch's sums per (day, project, recipient), as stats_gift_days_apply() adds one
//   gift's (the same grouping as migration 0041's backfill); stats_platform_days per (day, shard) and
//   stats_recipient_days per (recipient, day), as stats_gift_totals_add() does (migration 0081's backfill);
// - ledger_day_balances gains the batch's journals per (day, shard, account), as the statement trigger
//   ledger_entries_days does for each journal (migration 0081).
// The ledger journals themselves are still posted by the gifts' own trigger (gift_ledger_post: the rule stays
// in one place). New rows are told apart by id, so run the generators on a database nobody else writes to.

/** `column = d.column + EXCLUDED.column` for each column: an upsert that adds the batch's sums to a day's row. */
const addedUp = (columns) => columns.map((column) => `${column} = d.${column} + EXCLUDED.${column}`).join(', ');

/** The gift sums both gift day rollups keep (stats_gift_days of 0041, stats_platform_days of 0081), in order. */
const GIFT_SUMS = {
  gifts: 'count(*)',
  amount_cents: 'sum(amount_cents)',
  monthly_gifts: 'count(*) FILTER (WHERE monthly_gift)',
  monthly_amount_cents: 'coalesce(sum(amount_cents) FILTER (WHERE monthly_gift), 0)',
  tip_cents: 'sum(tip_cents)',
  platform_fee_cents: 'sum(platform_fee_cents)',
  stripe_fee_cents: 'sum(stripe_fee_cents)',
  processor_fee_cents: 'sum(processor_fee_cents)',
};

/** Adds the batch's succeeded gifts to `table`, grouped by its key columns (`keyExprs`: their values, in order). */
function giftDaysSql(table, keyColumns, keyExprs) {
  const sums = Object.keys(GIFT_SUMS);
  return `INSERT INTO ${table} AS d (${[...keyColumns, ...sums].join(', ')})
    SELECT ${keyExprs}, ${Object.values(GIFT_SUMS).join(', ')}
    FROM gifts WHERE id > (SELECT id FROM bench_before) AND status = 'succeeded'
    GROUP BY ${keyColumns.map((_, i) => i + 1).join(', ')}
    ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${addedUp(sums)};`;
}

/**
 * `insertSql` inserts bench projects; their counts are added to project_counts, their live totals rows
 * (project_totals, migration 0074, one INSERT per project by its trigger) and their one-word search terms
 * (project_search_terms, migration 0091, a trigger's INSERT per listed project) made in the same transaction.
 */
export function projectInsertSql(insertSql) {
  return `
    CREATE TEMP TABLE bench_before ON COMMIT DROP AS SELECT coalesce(max(id), 0) AS id FROM projects;
    ALTER TABLE projects DISABLE TRIGGER projects_counts_write;
    ALTER TABLE projects DISABLE TRIGGER projects_totals_insert;
    ALTER TABLE project_search DISABLE TRIGGER project_search_terms_insert;
    ${insertSql};
    ALTER TABLE project_search ENABLE TRIGGER project_search_terms_insert;
    ALTER TABLE projects ENABLE TRIGGER projects_totals_insert;
    ALTER TABLE projects ENABLE TRIGGER projects_counts_write;
    INSERT INTO project_search_terms (project_id, term, rank)
    SELECT s.project_id, t.term, t.rank FROM project_search s, search_terms(s.search_vector) AS t
    WHERE s.project_id > (SELECT id FROM bench_before);
    INSERT INTO project_totals (project_id, amount_raised_cents, gifts_count, goal_amount_cents, listed_cents, listed_gifts)
    SELECT id, amount_raised_cents, gifts_count, goal_amount_cents, amount_raised_cents, gifts_count FROM projects
    WHERE id > (SELECT id FROM bench_before);
    INSERT INTO project_counts (kind, key, n)
    SELECT k.kind, k.key, count(*) FROM projects p CROSS JOIN LATERAL project_count_keys(p) k
    WHERE p.id > (SELECT id FROM bench_before) GROUP BY 1, 2
    ON CONFLICT (kind, key) DO UPDATE SET n = project_counts.n + EXCLUDED.n;`;
}

/**
 * `insertSql` inserts bench gifts; their journals are checked, their days (gifts and ledger) rolled up and their
 * donors' figures rebuilt (stats_donors_rebuild, migration 0082: the donors touched, or everyone when that is
 * most) in the same transaction.
 */
export function giftInsertSql(insertSql) {
  return `
    CREATE TEMP TABLE bench_before ON COMMIT DROP AS SELECT coalesce(max(id), 0) AS id FROM gifts;
    ALTER TABLE gifts DISABLE TRIGGER gifts_stats_insert;
    ALTER TABLE gifts DISABLE TRIGGER gifts_stats_donor_insert;
    ALTER TABLE gifts DISABLE TRIGGER gifts_user_totals_insert;
    ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_balanced;
    ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_days;
    ${insertSql};
    ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_days;
    ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_balanced;
    ALTER TABLE gifts ENABLE TRIGGER gifts_user_totals_insert;
    ALTER TABLE gifts ENABLE TRIGGER gifts_stats_donor_insert;
    ALTER TABLE gifts ENABLE TRIGGER gifts_stats_insert;
    SELECT stats_donors_rebuild(ARRAY(SELECT DISTINCT donor_id FROM gifts WHERE id > (SELECT id FROM bench_before) AND status = 'succeeded'));
    DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM ledger_entries WHERE gift_id > (SELECT id FROM bench_before)
                 GROUP BY journal HAVING sum(amount_cents) <> 0) THEN
        RAISE EXCEPTION 'a bench gift journal does not balance' USING ERRCODE = '23514';
      END IF;
    END $$;
    ${giftDaysSql('stats_gift_days', ['day', 'project_id', 'recipient_id'], "(gift_at AT TIME ZONE 'UTC')::date, project_id, recipient_id")}
    ${giftDaysSql('stats_platform_days', ['day', 'shard'], "(gift_at AT TIME ZONE 'UTC')::date, rollup_shard(id, NULL)")}
    INSERT INTO stats_recipient_days AS d (recipient_id, day, gifts, amount_cents)
    SELECT recipient_id, (gift_at AT TIME ZONE 'UTC')::date, count(*), sum(amount_cents)
    FROM gifts WHERE id > (SELECT id FROM bench_before) AND status = 'succeeded'
    GROUP BY 1, 2
    ON CONFLICT (recipient_id, day) DO UPDATE SET ${addedUp(['gifts', 'amount_cents'])};
    INSERT INTO ledger_day_balances AS b (day, shard, account, amount_cents)
    SELECT (created_at AT TIME ZONE 'UTC')::date, rollup_shard(gift_id, journal), ledger_rollup_account(account), sum(amount_cents)
    FROM ledger_entries WHERE gift_id > (SELECT id FROM bench_before)
    GROUP BY 1, 2, 3 HAVING sum(amount_cents) <> 0
    ON CONFLICT (day, shard, account) DO UPDATE SET amount_cents = b.amount_cents + EXCLUDED.amount_cents;`;
}

/**
 * After the generators set projects' raised totals and gift counts from the gifts (set-based), the live
 * totals (project_totals) and the listings' snapshot agree with them.
 */
export const SYNC_TOTALS_SQL = `
    UPDATE project_totals t SET amount_raised_cents = p.amount_raised_cents, gifts_count = p.gifts_count,
                                listed_cents = p.amount_raised_cents, listed_gifts = p.gifts_count
      FROM projects p
      WHERE p.id = t.project_id
        AND (t.amount_raised_cents, t.gifts_count, t.listed_cents, t.listed_gifts)
            <> (p.amount_raised_cents, p.gifts_count, p.amount_raised_cents, p.gifts_count);`;
