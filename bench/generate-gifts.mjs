// Adds bench gifts (default 1,000,000) from bench users to bench projects (a fifth to one big partner), spread over three years, with
// fees, in batches of 100k, set-based (generate-sql.mjs); the ledger trigger posts each gift's journal. Then recomputes the project,
// donor and recipient totals so the ledger check holds. Idempotent: tops up to the requested count.
import { giftInsertSql, SYNC_TOTALS_SQL } from './generate-sql.mjs';

// The big partner: the bench partner that owns the most bench projects (ties: the lowest id). A fifth of the
// bench gifts go to it, so the partner donations table and its export are measured on a partner with ~200k gifts.
const BIG_PARTNER_SQL = `SELECT owner_id FROM projects JOIN users u ON u.id = owner_id
  WHERE title LIKE 'Bench project %' AND u.is_partner AND u.email LIKE 'bench-%'
  GROUP BY owner_id ORDER BY count(*) DESC, owner_id LIMIT 1`;

export async function generateGifts(handle, { target, gifts }) {
  const started = Date.now();
  const [{ have }] = await handle.rawTransaction((raw) =>
    raw.query("SELECT count(*)::int AS have FROM gifts WHERE donor_email = 'bench-gift'"),
  );
  const [{ projects }] = await handle.rawTransaction((raw) =>
    raw.query("SELECT count(*)::int AS projects FROM projects WHERE title LIKE 'Bench project %'"),
  );
  if (projects === 0) throw new Error('generate projects first (--projects)');
  await handle.exec(`
    CREATE TABLE IF NOT EXISTS bench_donors AS SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE email LIKE 'bench-%';
    CREATE TABLE IF NOT EXISTS bench_projects AS SELECT row_number() OVER (ORDER BY owner_id = (${BIG_PARTNER_SQL}) DESC, id) AS rn, id, owner_id
      FROM projects WHERE title LIKE 'Bench project %';
    CREATE INDEX IF NOT EXISTS bench_donors_rn ON bench_donors (rn);
    CREATE INDEX IF NOT EXISTS bench_projects_rn ON bench_projects (rn);`);
  const [{ donors }] = await handle.rawTransaction((raw) => raw.query('SELECT count(*)::int AS donors FROM bench_donors'));
  const [{ big }] = await handle.rawTransaction((raw) =>
    raw.query(`SELECT count(*)::int AS big FROM projects WHERE title LIKE 'Bench project %' AND owner_id = (${BIG_PARTNER_SQL})`),
  );
  const batch = 100_000;
  for (let from = have + 1; from <= gifts; from += batch) {
    const to = Math.min(gifts, from + batch - 1);
    await handle.exec(
      giftInsertSql(`
      INSERT INTO gifts (project_id, donor_id, recipient_id, amount_cents, tip_cents, anonymous, monthly_gift, status, gift_at, created_at,
                         stripe_fee_cents, processor_fee_cents, platform_fee_cents, donor_email, tax_exempt_gift)
      SELECT p.id, d.id, p.owner_id, a.amount, CASE WHEN g % 4 = 0 THEN 200 ELSE 0 END, g % 17 = 0, g % 9 = 0, 'succeeded',
             t.at, t.at, round(a.amount * 0.029 + 30)::int8, round((a.amount + CASE WHEN g % 4 = 0 THEN 200 ELSE 0 END) * 0.029 + 30)::int8,
             (a.amount * 3 / 100)::int8, 'bench-gift', g % 5 = 0
      FROM generate_series(${from}::int8, ${to}::int8) AS g
      CROSS JOIN LATERAL (SELECT 500 + (g * 7919 % 200) * 100 AS amount) a
      CROSS JOIN LATERAL (SELECT now() - ((g * 104729 % (3 * 365 * 24 * 60)) || ' minutes')::interval AS at) t
      -- A skewed choice of project: a fifth of the gifts go to the big partner's projects (rn 1..big), a tenth of
      -- the projects receive half of the gifts.
      JOIN bench_projects p ON p.rn = 1 + CASE WHEN g % 5 = 1 AND ${big} > 0 THEN (g * 13) % greatest(1, ${big})
                                               WHEN g % 2 = 0 THEN (g * 31) % greatest(1, ${projects} / 10) ELSE (g * 7907) % ${projects} END
      JOIN bench_donors d ON d.rn = 1 + (g * 15485863) % ${donors}`),
    );
    console.log(`${target}: gifts ${to.toLocaleString()} / ${gifts.toLocaleString()} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await handle.exec(`
    UPDATE projects p SET gifts_count = s.n, amount_raised_cents = s.total
      FROM (SELECT project_id, count(*)::int AS n, sum(amount_cents)::int8 AS total FROM gifts WHERE status = 'succeeded' GROUP BY project_id) s
      WHERE s.project_id = p.id AND (p.gifts_count, p.amount_raised_cents) <> (s.n, s.total);
    ${SYNC_TOTALS_SQL}
    UPDATE users u SET amount_given_cents = s.total
      FROM (SELECT donor_id, sum(amount_cents)::int8 AS total FROM gifts WHERE status = 'succeeded' GROUP BY donor_id) s
      WHERE s.donor_id = u.id AND u.amount_given_cents <> s.total;
    UPDATE users u SET amount_received_cents = s.total
      FROM (SELECT recipient_id, sum(amount_cents)::int8 AS total FROM gifts WHERE status = 'succeeded' GROUP BY recipient_id) s
      WHERE s.recipient_id = u.id AND u.amount_received_cents <> s.total;
    DROP TABLE bench_donors; DROP TABLE bench_projects;`);
  // The rollups too: the reports read them index-only, which needs their pages marked all-visible.
  const tables = [
    'gifts',
    'ledger_entries',
    'projects',
    'users',
    'stats_gift_days',
    'stats_platform_days',
    'stats_recipient_days',
    'ledger_day_balances',
    'stats_donors',
    'stats_donor_days',
    'stats_donor_gap_days',
  ];
  for (const table of tables) await handle.exec(`VACUUM ANALYZE ${table}`);
  console.log(`${target}: ${gifts.toLocaleString()} bench gifts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
