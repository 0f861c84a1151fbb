// The notification list and the unread count over many notifications on PostgreSQL (issue #12: 10M, p95 < 50 ms).
// Generates bench users (generate-data.mjs) and tops the bench notifications up to --notifications, in batches of
// 1M: one reader in a hundred is "busy" and gets ten times the share, 80% of rows are read. Then drives, through
// the HTTP API: a busy reader's first page, a page deep in their list (keyset, before_id), their unread count, and
// a typical reader's first page and count. p50/p95/p99 per call.
//   node bench/notifications.mjs [--notifications 10000000] [--users 100000] [--seconds 10] [--concurrency 8]
// Check it on a tiny set first: DATABASE_URL=postgres://.../storyfund_bench_tiny node bench/notifications.mjs
//   --notifications 20000 --users 200 --seconds 1 --concurrency 2
import { arg, drive, importApi, prepareTarget, saveResults, startServer } from './lib.mjs';
import { generate } from './generate-data.mjs';

const notifications = Number(arg('notifications', 10_000_000));
const users = Number(arg('users', 100_000));
const seconds = Number(arg('seconds', 10));
const concurrency = Number(arg('concurrency', 8));

const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users, env });

const { openDatabase } = await importApi();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', queryTimeoutMs: 0 });
const one = async (query) => (await handle.rawTransaction((raw) => raw.query(query)))[0];
const { have } = await one("SELECT count(*)::int AS have FROM notifications WHERE source LIKE 'bench:%'");
const started = Date.now();
await handle.exec(`
  CREATE TABLE IF NOT EXISTS bench_readers AS SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE email LIKE 'bench-%';
  CREATE INDEX IF NOT EXISTS bench_readers_rn ON bench_readers (rn);`);
const { readers } = await one('SELECT count(*)::int AS readers FROM bench_readers');
const batch = 1_000_000;
for (let from = have + 1; from <= notifications; from += batch) {
  const to = Math.min(notifications, from + batch - 1);
  // Half the rows go to the busy readers (rn % 100 = 1), the rest spread over everyone.
  await handle.exec(`
    INSERT INTO notifications (user_id, event, source, actor_id, project_id, is_read, created_at)
    SELECT r.id, (ARRAY['new_follower','like','comment','update','gift_received'])[1 + g % 5], 'bench:' || g, a.id, NULL,
           g % 5 <> 0, now() - ((${notifications}::int8 - g) || ' seconds')::interval
    FROM generate_series(${from}::int8, ${to}::int8) AS g
    JOIN bench_readers r ON r.rn = CASE WHEN g % 2 = 0 THEN 1 + ((g * 7919) % greatest(1, ${readers} / 100)) * 100
                                        ELSE 1 + (g * 104729) % ${readers} END
    JOIN bench_readers a ON a.rn = 1 + (g * 15485863) % ${readers}
    ON CONFLICT DO NOTHING;`);
  console.log(`notifications ${to.toLocaleString()} / ${notifications.toLocaleString()} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
await handle.exec('DROP TABLE bench_readers');
await handle.exec('VACUUM ANALYZE notifications');
const busy = await one(
  "SELECT u.id, u.email, count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.source LIKE 'bench:%' GROUP BY u.id ORDER BY n DESC LIMIT 1",
);
const typical = await one(
  `SELECT u.id, u.email, count(*)::int AS n FROM notifications n JOIN users u ON u.id = n.user_id
   WHERE n.source LIKE 'bench:%' AND u.email = 'bench-${Math.max(2, Math.floor(users / 2))}@bench.storyfund.local' GROUP BY u.id`,
);
const { total } = await one('SELECT count(*)::int AS total FROM notifications');
await handle.close();

const port = 18_600;
const server = await startServer(env, port);
const base = `http://127.0.0.1:${port}/api`;
const login = async (email) => {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
};
const get = (url, token) => fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
const busyToken = await login(busy.email);
// A keyset page half-way down the busy reader's list.
const deep = (await (await get(`/notifications?limit=100`, busyToken)).json()).data.at(-1)?.id ?? 1;
const calls = [
  { name: `busy reader: first page (${busy.n} notifications)`, url: '/notifications', token: busyToken },
  { name: 'busy reader: a page after before_id', url: `/notifications?before_id=${Math.max(1, Math.floor(deep / 2))}`, token: busyToken },
  { name: 'busy reader: unread count', url: '/notifications/unread-count', token: busyToken },
];
if (typical) {
  const typicalToken = await login(typical.email);
  calls.push(
    { name: `typical reader: first page (${typical.n} notifications)`, url: '/notifications', token: typicalToken },
    { name: 'typical reader: unread count', url: '/notifications/unread-count', token: typicalToken },
  );
}
const runs = [];
try {
  for (const call of calls) {
    runs.push(
      await drive(call.name, { seconds, concurrency }, async () => {
        const res = await get(call.url, call.token);
        await res.arrayBuffer();
        return res.ok;
      }),
    );
  }
} finally {
  server.kill('SIGTERM');
}
saveResults('notifications.json', { when: new Date().toISOString(), notifications: total, users, seconds, concurrency, runs });
