// Bench projects, in SQL (generate_series): `--projects 50000` of bench/generate-data.mjs.
// Every category, 40 countries, every funding stage (nothing raised to over the goal, funded_at and
// half_funded_at stamped as the app would), closed and banned ones, every promotion flag, sponsorship
// children, a reserve pool, invite codes; updates (some final, some with video), two gifts per project
// that has raised anything (their sum is the raised total), and project follows.
// Idempotent: projects are titled 'Bench project <n>: ...'; re-running adds only the missing numbers.

import { giftInsertSql, projectInsertSql, SYNC_TOTALS_SQL } from './generate-sql.mjs';

const CATEGORIES = [
  'Medical',
  'Shelter',
  'Infant',
  'Urgent',
  'Nutrition',
  'Sustainable',
  'Men',
  'Women',
  'Children',
  'Entrepreneurship',
  'Orphan',
  'Widow',
  'Education',
  'Disability',
  'Disaster',
  'Administrative',
  'Water',
  'Sports & The Arts',
];
const SLUGS = [
  'medical',
  'shelter',
  'infant',
  'urgent',
  'nutrition',
  'sustainable',
  'men',
  'women',
  'children',
  'entrepreneurship',
  'orphan',
  'widow',
  'education',
  'disability',
  'disaster',
  'administrative',
  'water',
  'sports-and-arts',
];
const COUNTRIES = [
  'US',
  'GB',
  'KE',
  'IN',
  'BR',
  'DE',
  'NG',
  'PH',
  'MX',
  'FR',
  'UG',
  'TZ',
  'GH',
  'PE',
  'GT',
  'HT',
  'CO',
  'BO',
  'NP',
  'BD',
  'RW',
  'ZM',
  'MW',
  'ET',
  'ZA',
  'NI',
  'HN',
  'SL',
  'LR',
  'KH',
  'VN',
  'ID',
  'PK',
  'UA',
  'LB',
  'JO',
  'EC',
  'SN',
  'CM',
  'MZ',
];
const WORDS = [
  'Clean water',
  'Clinic',
  'School roof',
  'Seeds',
  'Sewing machine',
  'Wheelchair',
  'Solar lamps',
  'Books',
  'Goats',
  'Shelter beds',
  'Football boots',
  'Surgery',
];
const arr = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

export async function generateProjects(handle, { target, projects }) {
  const started = Date.now();
  const [{ existing }] = await handle.rawTransaction((raw) =>
    raw.query("SELECT count(*)::int AS existing FROM projects WHERE title LIKE 'Bench project %'"),
  );
  // Owners: every bench partner (half of them tax-exempt) and every 7th bench user. One call per temp
  // table: the pool may run the next call on another connection.
  await handle.exec(
    `UPDATE users SET tax_exempt_teller = true WHERE email LIKE 'bench-%' AND is_partner AND id % 2 = 0 AND NOT tax_exempt_teller`,
  );
  if (existing < projects) {
    await handle.exec(`
      CREATE TEMP TABLE bench_owners AS
        SELECT row_number() OVER (ORDER BY id) AS rn, id,
               CASE WHEN organization_name IS NOT NULL THEN organization_name ELSE first_name || ' ' || last_name END AS name,
               tax_exempt_teller AS tax_exempt
        FROM users WHERE email LIKE 'bench-%' AND (is_partner OR id % 7 = 0);
      CREATE INDEX ON bench_owners (rn);
      ${projectInsertSql(`
      INSERT INTO projects (owner_id, created_by_id, title, description, goal_amount_cents, amount_raised_cents, gifts_count,
        funded_at, half_funded_at, country_code, categories, photo_url, video_url, last_update_at, last_photo_update_at,
        last_video_update_at, status, closed_at, banned_at, in_reserve, is_staff_pick, staff_picked_at, is_force_staff_pick,
        is_featured, is_special, has_final_visual_update, is_sponsored_project, project_sponsor_type, project_sponsor_name,
        cotn_invite_code, owner_name, owner_tax_exempt, created_at, updated_at)
      SELECT o.id, o.id,
        'Bench project ' || g || ': ' || (${arr(WORDS)})[1 + g % 12],
        'Bench project ' || g || ' in ' || v.country || ' for ' || v.cat1 || '. ' || repeat('The local team buys materials, posts receipts and reports progress. ', 1 + g % 5),
        v.goal, v.raised, CASE WHEN v.raised > 1 THEN 2 WHEN v.raised = 1 THEN 1 ELSE 0 END,
        CASE WHEN v.raised >= v.goal THEN v.created + interval '20 days' END,
        CASE WHEN v.raised * 2 >= v.goal THEN v.created + interval '10 days' END,
        v.country,
        CASE WHEN g % 3 = 0 THEN ARRAY[v.cat1, v.cat2] ELSE ARRAY[v.cat1] END,
        CASE WHEN g % 4 <> 0 THEN '/demo/' || v.slug || '.svg' END,
        CASE WHEN g % 6 = 0 THEN 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' END,
        CASE WHEN g % 3 = 0 THEN v.created + interval '5 days' END,
        CASE WHEN g % 3 = 0 THEN v.created + interval '5 days' END,
        CASE WHEN g % 9 = 0 THEN v.created + interval '5 days' END,
        CASE WHEN g % 97 = 0 THEN 'banned' WHEN g % 50 = 0 THEN 'closed' ELSE 'active' END,
        CASE WHEN g % 50 = 0 THEN v.created + interval '40 days' END,
        CASE WHEN g % 97 = 0 THEN v.created + interval '30 days' END,
        g % 40 = 13, g % 20 = 0, CASE WHEN g % 20 = 0 THEN v.created + interval '2 days' END, g % 400 = 0,
        g % 25 = 3, g % 150 = 7, v.raised >= v.goal AND g % 2 = 0 AND g % 3 = 0,
        g % 30 = 11, CASE WHEN g % 30 = 11 THEN 'child' END, CASE WHEN g % 30 = 11 THEN 'Sponsor ' || g END,
        CASE WHEN g % 500 = 251 THEN 'BENCH-' || g END,
        o.name, o.tax_exempt, v.created, v.created
      FROM generate_series(${existing + 1}, ${projects}) AS g
      JOIN bench_owners o ON o.rn = 1 + (g * 31) % (SELECT count(*) FROM bench_owners)
      CROSS JOIN LATERAL (
        SELECT c.goal, floor(c.goal * (ARRAY[0, 0.1, 0.3, 0.5, 0.7, 0.92, 1.0, 1.1])[1 + (g / 10) % 8])::int8 AS raised,
               (${arr(CATEGORIES)})[1 + g % 18] AS cat1,
               (${arr(CATEGORIES)})[1 + (g % 18 + 1 + (g / 18) % 17) % 18] AS cat2,
               (${arr(SLUGS)})[1 + g % 18] AS slug,
               (${arr(COUNTRIES)})[1 + (g * 7) % 40] AS country,
               timestamptz '2026-06-01 00:00:00+00' - ((g % 730) || ' days')::interval - (g || ' seconds')::interval AS created
        FROM (SELECT (ARRAY[5000, 12000, 25000, 40000, 50000, 75000, 120000, 250000, 500000, 1000000])[1 + g % 10]::int8 AS goal) c
      ) v`)};
      DROP TABLE bench_owners;`);
  }
  await handle.exec(`
    -- Two gifts per project that raised anything (one when it raised a single cent): their sum is the total.
    CREATE TEMP TABLE bench_donors AS SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE email LIKE 'bench-%';
    CREATE INDEX ON bench_donors (rn);
    ${giftInsertSql(`
    INSERT INTO gifts (project_id, donor_id, recipient_id, amount_cents, anonymous, monthly_gift, gift_at, created_at)
    SELECT p.id, d.id, p.owner_id, part.amount, part.k = 1 AND p.id % 5 = 0, p.id % 4 = 1,
           p.created_at + (part.k || ' days')::interval, p.created_at + (part.k || ' days')::interval
    FROM projects p
    CROSS JOIN LATERAL (VALUES (1, p.amount_raised_cents / 2), (2, p.amount_raised_cents - p.amount_raised_cents / 2)) AS part (k, amount)
    JOIN bench_donors d ON d.rn = 1 + (p.id * 13 + part.k * 7) % (SELECT count(*) FROM bench_donors)
    WHERE p.title LIKE 'Bench project %' AND part.amount > 0
      AND NOT EXISTS (SELECT 1 FROM gifts x WHERE x.project_id = p.id AND x.status = 'succeeded')`)}
    UPDATE projects p SET gifts_count = s.n, amount_raised_cents = s.total
      FROM (SELECT project_id, count(*)::int AS n, sum(amount_cents) AS total FROM gifts WHERE status = 'succeeded' GROUP BY project_id) s
      WHERE s.project_id = p.id AND p.title LIKE 'Bench project %' AND (p.gifts_count, p.amount_raised_cents) <> (s.n, s.total);
    ${SYNC_TOTALS_SQL}

    -- Updates on every third project; funded ones with a final visual update get a final one too.
    INSERT INTO timeline_events (project_id, user_id, type, message, photo_urls, video_urls, final, created_at, updated_at)
    SELECT p.id, p.owner_id, 'update', 'Progress report for ' || p.title, ARRAY[coalesce(p.photo_url, '/demo/water-update.svg')],
           CASE WHEN p.last_video_update_at IS NOT NULL THEN ARRAY['https://youtu.be/aqz-KE-bpKQ'] ELSE '{}' END,
           false, p.last_update_at, p.last_update_at
    FROM projects p
    WHERE p.title LIKE 'Bench project %' AND p.last_update_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM timeline_events e WHERE e.project_id = p.id AND e.parent_id IS NULL AND e.deleted_at IS NULL);
    INSERT INTO timeline_events (project_id, user_id, type, message, photo_urls, final, created_at, updated_at)
    SELECT p.id, p.owner_id, 'update', 'Finished: thank you!', ARRAY['/demo/water-update.svg'], true,
           p.funded_at + interval '7 days', p.funded_at + interval '7 days'
    FROM projects p
    WHERE p.title LIKE 'Bench project %' AND p.has_final_visual_update
      AND NOT EXISTS (SELECT 1 FROM timeline_events e WHERE e.project_id = p.id AND e.final AND e.deleted_at IS NULL);

    -- Every 20th bench user follows three projects.
    INSERT INTO project_follows (user_id, project_id)
    SELECT d.id, p.id FROM bench_donors d CROSS JOIN generate_series(1, 3) AS k
    JOIN projects p ON p.id = (SELECT min(id) FROM projects) + (d.rn * 101 + k * 977) % ${projects}
    WHERE d.rn % 20 = 0 ON CONFLICT DO NOTHING;
    UPDATE projects p SET followers_count = s.n
      FROM (SELECT project_id, count(*)::int AS n FROM project_follows GROUP BY project_id) s
      WHERE s.project_id = p.id AND p.followers_count <> s.n;
    UPDATE users u SET projects_count = s.n
      FROM (SELECT owner_id, count(*)::int AS n FROM projects WHERE status = 'active' GROUP BY owner_id) s
      WHERE s.owner_id = u.id AND u.projects_count <> s.n;
    DROP TABLE bench_donors;`);
  // VACUUM cannot run inside the implicit transaction of a multi-statement call; it also sets the
  // visibility map that index-only scans (the count queries) rely on.
  for (const table of ['projects', 'gifts', 'timeline_events', 'project_follows', 'users']) await handle.exec(`VACUUM ANALYZE ${table}`);
  const [{ count }] = await handle.rawTransaction((raw) =>
    raw.query("SELECT count(*)::int AS count FROM projects WHERE title LIKE 'Bench project %'"),
  );
  console.log(`${target}: ${count} bench projects ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}
