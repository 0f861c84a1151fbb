// The partner donations table (GET /partners/{id}/donations, docs/api-donations.md) on PostgreSQL over the
// bench gifts: the busiest bench recipient, made a partner here, read by the bench admin. p50/p95/p99 of the
// first page, a filtered page (one year, one-time, an amount range), a search, the amount order, and a deep
// page; then the partner's whole table exported as CSV (GET …/donations/export) on a freshly started server:
// rows, time to the last byte, megabytes, and the server's peak resident memory (VmHWM).
//   node bench/donations.mjs [--users 100000] [--projects 50000] [--gifts 1000000] [--seconds 5] [--concurrency 4]
// It tops the data set up first (bench/generate-data.mjs, idempotent). A tiny run to check the script:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/storyfund_bench_tiny node bench/donations.mjs --users 2000 --projects 200 --gifts 20000 --seconds 1
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generate } from './generate-data.mjs';
import { arg, drive, prepareTarget, root, saveResults, startServer } from './lib.mjs';

const users = Number(arg('users', 100_000));
const projects = Number(arg('projects', 50_000));
const gifts = Number(arg('gifts', 1_000_000));
const seconds = Number(arg('seconds', 5));
const concurrency = Number(arg('concurrency', 4));
const port = Number(arg('port', 18_652));

const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users, projects, gifts, env });

const pg = createRequire(path.join(root, 'api/dist/db/client.js'))('pg');
const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const adminEmail = 'bench-1@bench.storyfund.local';
await db.query('UPDATE users SET is_admin = true WHERE email = $1', [adminEmail]);
const partner = (
  await db.query(
    "SELECT r.id, count(*)::int AS n FROM gifts g JOIN users r ON r.id = g.recipient_id WHERE g.status = 'succeeded' AND r.email LIKE 'bench-%' GROUP BY r.id ORDER BY n DESC LIMIT 1",
  )
).rows[0];
await db.query('UPDATE users SET is_partner = true WHERE id = $1', [partner.id]);
const sample = (
  await db.query(
    "SELECT g.project_id, d.last_name FROM gifts g JOIN users d ON d.id = g.donor_id WHERE g.recipient_id = $1 AND g.status = 'succeeded' AND NOT g.anonymous ORDER BY g.id LIMIT 1",
    [partner.id],
  )
).rows[0];
await db.end();

const base = `http://127.0.0.1:${port}/api`;
const login = async () => {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
};
const day = (d) => d.toISOString().slice(0, 10);
const today = new Date();
const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
const table = `/partners/${partner.id}/donations`;
const deep = Math.max(0, Math.floor(partner.n / 2));
const calls = [
  { name: `first page (${partner.n} gifts)`, url: table },
  {
    name: 'filtered: one year, one-time, $20 to $100',
    url: `${table}?datestart=${day(yearAgo)}&dateend=${day(today)}&kind=one-time&min_cents=2000&max_cents=10000`,
  },
  { name: 'filtered: one project, monthly', url: `${table}?project_id=${sample.project_id}&kind=monthly` },
  { name: 'search a donor name', url: `${table}?q=${encodeURIComponent(sample.last_name)}` },
  { name: 'by amount, largest first', url: `${table}?sort=amount` },
  { name: `deep page (offset ${deep})`, url: `${table}?offset=${deep}` },
];

const runs = [];
let server = await startServer(env, port);
try {
  const token = await login();
  for (const call of calls) {
    const check = await fetch(`${base}${call.url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!check.ok) throw new Error(`${call.url}: ${check.status} ${await check.text()}`);
    runs.push(
      await drive(call.name, { seconds, concurrency }, async () => {
        const res = await fetch(`${base}${call.url}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        return res.ok;
      }),
    );
  }
} finally {
  server.kill('SIGTERM');
}

// The export, alone on a fresh server: time to the last byte, rows, and the server's peak RSS (VmHWM).
const memory = (pid, field) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};
await new Promise((r) => setTimeout(r, 1000));
server = await startServer(env, port);
let exported;
try {
  const token = await login();
  const rssBefore = memory(server.pid, 'VmRSS');
  const started = performance.now();
  const res = await fetch(`${base}${table}/export`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  exported = {
    name: 'CSV export, the whole table',
    rows: lines - 1,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
    server_rss_before_mb: rssBefore,
    server_peak_rss_mb: memory(server.pid, 'VmHWM'),
  };
} finally {
  server.kill('SIGTERM');
}
console.table([exported]);
saveResults('donations.json', { when: new Date().toISOString(), partner_gifts: partner.n, seconds, concurrency, export: exported, runs });
