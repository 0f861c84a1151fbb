// Builds a large data set for benchmarks, in SQL, in the database the API uses.
//   node bench/generate-data.mjs --target postgres --users 100000 [--projects 50000] [--gifts 1000000]
// Idempotent: rows carry fixed bench emails and project titles; re-running adds only what is missing.
import { arg, importApi, prepareTarget } from './lib.mjs';
import { generateProjects } from './generate-projects.mjs';
import { generateGifts } from './generate-gifts.mjs';

export async function generate({ target, users, projects = 0, gifts = 0, env }) {
  const { openDatabase, migrate } = await importApi();
  const handle = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? 'memory://', queryTimeoutMs: 0 });
  await migrate(handle);
  const started = Date.now();
  // One argon2id hash of 'bench-password', shared by every bench user (hashing 100k would take an hour).
  const { hashPassword } = await import('../api/dist/lib/passwords.js');
  const hash = (await hashPassword('bench-password')).replace(/'/g, "''");
  await handle.exec(`
    INSERT INTO users (email, password_hash, first_name, last_name, country_code, amount_given_cents, is_partner,
                       organization_name, email_confirmation_at, created_at)
    SELECT 'bench-' || g || '@bench.storyfund.local', '${hash}',
           (ARRAY['Ana','Ben','Chen','Dara','Eli','Femi','Gus','Hana','Ivo','Jo'])[1 + g % 10],
           (ARRAY['Silva','Ng','Okoro','Smith','Kaur','Rossi','Haddad','Kim','Novak','Diaz'])[1 + (g / 10) % 10],
           (ARRAY['US','GB','KE','IN','BR','DE','NG','PH','MX','FR'])[1 + g % 10],
           CASE WHEN g % 3 = 0 THEN 0 ELSE (g % 97) * 500 END,
           g % 200 = 0,
           CASE WHEN g % 200 = 0 THEN 'Bench Partner ' || g END,
           now() - interval '30 days', now() - (g || ' minutes')::interval
    FROM generate_series(1, ${Number(users)}) AS g
    ON CONFLICT (email) WHERE email IS NOT NULL DO NOTHING;

    -- Each bench user follows five others; partners collect most follows.
    CREATE TEMP TABLE bench_ids AS
      SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE email LIKE 'bench-%';
    CREATE INDEX ON bench_ids (rn);
    INSERT INTO user_follows (follower_id, followed_id)
    SELECT u.id, t.id
    FROM bench_ids u
    CROSS JOIN generate_series(1, 5) AS k
    JOIN bench_ids t ON t.rn = 1 + ((u.rn * 7919 + k * 200) % ${Number(users)})
    WHERE t.id <> u.id
    ON CONFLICT DO NOTHING;
    DROP TABLE bench_ids;

    UPDATE users SET followers_count = c.n FROM (SELECT followed_id, count(*) AS n FROM user_follows GROUP BY followed_id) c
      WHERE users.id = c.followed_id;
    UPDATE users SET following_count = c.n FROM (SELECT follower_id, count(*) AS n FROM user_follows GROUP BY follower_id) c
      WHERE users.id = c.follower_id;
    ANALYZE users; ANALYZE user_follows;`);
  const [{ count }] = await handle.rawTransaction((raw) =>
    raw.query("SELECT count(*)::int AS count FROM users WHERE email LIKE 'bench-%'"),
  );
  console.log(`${target}: ${count} bench users ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (projects > 0) await generateProjects(handle, { target, projects: Number(projects) });
  if (gifts > 0) await generateGifts(handle, { target, gifts: Number(gifts) });
  await handle.close();
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = arg('target', 'postgres');
  const { env } = await prepareTarget(target);
  await generate({
    target,
    users: Number(arg('users', 100000)),
    projects: Number(arg('projects', 0)),
    gifts: Number(arg('gifts', 0)),
    env,
  });
}
