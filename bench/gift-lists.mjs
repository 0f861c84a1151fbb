// Gift lists on PostgreSQL over the 1M-gift data set (run generate-data.mjs with --gifts 1000000 first):
// a heavy donor's gifts, the busiest recipient's received gifts (first page and a deep page), both by a
// one-year period, and the annual-statement list. p50/p95/p99 per call through the HTTP API.
//   node bench/gift-lists.mjs [--seconds 5] [--concurrency 4]
import { createRequire } from 'node:module';
import path from 'node:path';
import { arg, drive, prepareTarget, root, saveResults, startServer } from './lib.mjs';

const seconds = Number(arg('seconds', 5));
const concurrency = Number(arg('concurrency', 4));
const { env } = await prepareTarget('postgres');
const pg = createRequire(path.join(root, 'api/dist/db/client.js'))('pg');
const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const pick = async (sql) => (await db.query(sql)).rows[0];
const { gifts } = await pick("SELECT count(*)::int AS gifts FROM gifts WHERE donor_email = 'bench-gift'");
if (gifts < 100_000)
  throw new Error(
    'Generate the gifts first: node bench/generate-data.mjs --target postgres --users 100000 --projects 50000 --gifts 1000000',
  );
const donor = await pick(
  "SELECT d.id, d.email, count(*)::int AS n FROM gifts g JOIN users d ON d.id = g.donor_id WHERE g.donor_email = 'bench-gift' GROUP BY d.id ORDER BY n DESC LIMIT 1",
);
const recipient = await pick(
  "SELECT r.id, r.email, count(*)::int AS n FROM gifts g JOIN users r ON r.id = g.recipient_id WHERE r.email LIKE 'bench-%' GROUP BY r.id ORDER BY n DESC LIMIT 1",
);
await db.end();

const port = 18_500;
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
const donorToken = await login(donor.email);
const recipientToken = await login(recipient.email);
const year = new Date().getUTCFullYear() - 1;
const calls = [
  { name: `donor gifts, first page (${donor.n} gifts)`, url: `/users/${donor.id}/gifts`, token: donorToken },
  {
    name: 'donor gifts by period (one year)',
    url: `/users/${donor.id}/gifts-by-period?datestart=${year}-01-01&dateend=${year}-12-31`,
    token: donorToken,
  },
  { name: 'donor annual statements', url: `/users/${donor.id}/annual-statements`, token: donorToken },
  { name: `received gifts, first page (${recipient.n} gifts)`, url: `/users/${recipient.id}/received-gifts`, token: recipientToken },
  { name: 'received gifts, page at offset 3000', url: `/users/${recipient.id}/received-gifts?offset=3000`, token: recipientToken },
  {
    name: 'received gifts by period (one year)',
    url: `/users/${recipient.id}/received-gifts-by-period?datestart=${year}-01-01&dateend=${year}-12-31`,
    token: recipientToken,
  },
];
const runs = [];
try {
  for (const call of calls) {
    runs.push(
      await drive(call.name, { seconds, concurrency }, async () => {
        const res = await fetch(`${base}${call.url}`, { headers: { authorization: `Bearer ${call.token}` } });
        await res.arrayBuffer();
        return res.ok;
      }),
    );
  }
} finally {
  server.kill('SIGTERM');
}
saveResults('gift-lists.json', { when: new Date().toISOString(), gifts, seconds, concurrency, runs });
