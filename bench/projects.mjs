// Project listings, feeds and the project page on PostgreSQL with 50k projects: p50/p95/p99 per call,
// and an EXPLAIN ANALYZE of every SQL statement each call runs (summed time), flagging any sequential
// scan of projects.
//   node bench/projects.mjs [--users 100000] [--projects 50000] [--seconds 5] [--concurrency 4] [--only explain] [--calls text]
import { createRequire } from 'node:module';
import path from 'node:path';
import { arg, drive, prepareTarget, root, saveResults, startServer } from './lib.mjs';
import { generate } from './generate-data.mjs';
import { benchCalls, benchFixtures } from './projects-calls.mjs';

const seconds = Number(arg('seconds', 5));
const concurrency = Number(arg('concurrency', 4));
const only = arg('only', '');
const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users: Number(arg('users', 100000)), projects: Number(arg('projects', 50000)), env });

const dist = (p) => path.join(root, 'api/dist', p);
const pg = createRequire(dist('db/client.js'))('pg');
const { openDatabase } = await import(dist('db/client.js'));
const { buildApp } = await import(dist('app.js'));
const { loadConfig } = await import(dist('config.js'));
const { issueToken } = await import(dist('modules/auth/sessions.service.js'));

// Every statement the app sends, captured at the driver, for EXPLAIN.
let captured = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  if (captured && config && typeof config === 'object' && typeof config.text === 'string')
    captured.push({ text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) });
  else if (captured && typeof config === 'string') captured.push({ text: config, values: Array.isArray(values) ? values : [] });
  return query.call(this, config, values, callback);
};

const database = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://' });
const app = await buildApp({
  config: loadConfig({ ...process.env, APP_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: env.DATABASE_URL }),
  database,
  serveStatic: false,
});
await app.ready();
const fixtures = await benchFixtures(database, (userId) => issueToken(app.ctx.db, app.ctx.clock, userId));
const calls = benchCalls(fixtures).filter((call) => call.name.includes(arg('calls', '')));

const explainer = new pg.Client({ connectionString: env.DATABASE_URL });
await explainer.connect();
const scans = (plan, out = { seq: [], indexes: new Set() }) => {
  if (plan['Node Type'] === 'Seq Scan') out.seq.push(plan['Relation Name']);
  if (plan['Index Name']) out.indexes.add(plan['Index Name']);
  for (const child of plan.Plans ?? []) scans(child, out);
  return out;
};

const runs = [];
for (const call of calls) {
  captured = [];
  const response = await app.inject({
    method: 'GET',
    url: `/api${call.url(0)}`,
    headers: call.token ? { authorization: `Bearer ${call.token}` } : {},
  });
  const statements = captured;
  captured = null;
  if (response.statusCode >= 400 && response.statusCode !== 404) throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
  const seq = new Set();
  const indexes = new Set();
  let sqlMs = 0;
  for (const { text, values } of statements) {
    if (!/^\s*(select|with)/i.test(text)) continue;
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = (await explainer.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values)).rows;
    sqlMs += plan['Planning Time'] + plan['Execution Time'];
    const found = scans(plan.Plan);
    for (const table of found.seq) seq.add(table);
    for (const index of found.indexes) indexes.add(index);
  }
  runs.push({
    name: call.name,
    statements: statements.length,
    sql_ms: Number(sqlMs.toFixed(1)),
    seq_scan_projects: seq.has('projects'),
    seq_scans: [...seq].join(' ') || '-',
    indexes: [...indexes].join(' '),
  });
}
await explainer.end();
await app.close();
await database.close();
console.log('EXPLAIN: any sequential scan of projects?');
console.table(
  runs.map(({ name, sql_ms, seq_scan_projects, seq_scans, indexes }) => ({ name, sql_ms, seq_scan_projects, seq_scans, indexes })),
);
const offenders = runs.filter((r) => r.seq_scan_projects).map((r) => r.name);
console.log(offenders.length === 0 ? 'No call seq-scans projects.' : `Seq scans of projects in: ${offenders.join(', ')}`);

if (only !== 'explain') {
  const port = 8195;
  const server = await startServer(env, port);
  try {
    for (const [i, call] of calls.entries()) {
      const headers = call.token ? { authorization: `Bearer ${call.token}` } : {};
      const result = await drive(call.name, { seconds, concurrency }, async (n) => {
        const response = await fetch(`http://127.0.0.1:${port}/api${call.url(n)}`, { headers });
        await response.arrayBuffer();
        return response.ok || response.status === 404;
      });
      Object.assign(runs[i], result);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
saveResults('projects.json', {
  date: new Date().toISOString(),
  seconds,
  concurrency,
  runs: runs.map(({ name, sql_ms, seq_scan_projects, seq_scans, indexes, requests, errors, per_second, p50_ms, p95_ms, p99_ms }) => ({
    name,
    sql_ms,
    seq_scan_projects,
    seq_scans,
    indexes,
    requests,
    errors,
    per_second,
    p50_ms,
    p95_ms,
    p99_ms,
  })),
});
