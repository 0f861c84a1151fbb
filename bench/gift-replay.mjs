// Gift creation through the API against a direct replay of its own SQL (#14 "the gift write": the API at >= 0.8
// of the replay). PostgreSQL only.
//   node bench/gift-replay.mjs [--seconds 10] [--concurrency 8] [--donors 40] [--projects 4] [--port 8390]
// 1. Record: a server runs with its database behind a small wire-protocol proxy (this process), with
//    BACKGROUND_JOBS=off; a returning donor gives once and every statement the server sends meanwhile is
//    kept with its parameters, its connection, and the rows it answered (kept in the order they completed,
//    so a statement that waited on another's lock comes after it).
// 2. Drive the API: a fresh server straight on the database, autocannon's `concurrency` connections giving for
//    `seconds` (the drive of bench/gifts.mjs: many donors, a few projects, a fresh Idempotency-Key each).
// 3. Replay (bench/gift-replayer.mjs): `concurrency` workers each replay the recorded statements with `pg`
//    for `seconds`, one connection per recorded connection, the same transactions; per replay, every
//    processor token (pi_sbx_…, evt_sbx_…, cus_sbx_…) and UUID in a parameter is fresh, and an id a statement
//    returned (columns `id` or `*_id`) stands in for the recorded one in the statements after it, also inside
//    an id array or a key such as `gift:<id>`. Donors and projects rotate the way the API drive's do, so the
//    replay locks the same rows as often. A statement the API sent as a named prepared statement is replayed
//    as one (parsed and planned once per connection, as the API's are); the others are sent as the API sent
//    them, text and parameters.
// Each donor gives from an address of its own (X-Forwarded-For, the server trusting one proxy hop), as donors
// do; the replay puts its donor's address where the recording has the recorded donor's (the rate-limit key).
// Prints gifts/s for both, and the ratio. Statements the API sent in parallel are replayed one after another.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { arg, cpuPer, cpuSnapshot, drive, prepareTarget, root, saveResults, startServer } from './lib.mjs';
import autocannon from 'autocannon';
import { replayer, spreadIds, withSessions } from './gift-replayer.mjs';
import { startProxy } from './wire-recorder.mjs';

const seconds = Number(arg('seconds', 10));
const concurrency = Number(arg('concurrency', 8));
const donorCount = Number(arg('donors', 40));
const projectCount = Number(arg('projects', 4));
const port = Number(arg('port', 8390));

const { default: pg } = await import(path.join(root, 'api/node_modules/pg/lib/index.js'));

async function call(base, method, urlPath, body, token, headers = {}) {
  const res = await fetch(`${base}/api${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => ({})) };
}

async function signUp(base, label) {
  const email = `${label}-${randomUUID()}@bench.test`;
  const res = await call(base, 'POST', '/users', { email, password: 'bench-password-42', first_name: 'Bench', last_name: label });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.json)}`);
  return { token: res.json.token, id: res.json.user.id };
}

const giftBody = (n) => ({ amount_cents: 500 + (n % 50) * 100, tip_cents: n % 3 === 0 ? 100 : 0, payment_method_id: 'pm_card_visa' });
const gift = (base, projectId, donor, n) =>
  call(base, 'POST', `/projects/${projectId}/gifts`, giftBody(n), donor.token, {
    'idempotency-key': randomUUID(),
    'x-forwarded-for': donor.address,
  });
/** The k-th donor's client address. */
const addressOf = (k) => `10.77.${k >> 8}.${(k & 255) + 1}`;
/** The servers trust one proxy hop, so X-Forwarded-For is each donor's address. */
const SERVER_ENV = { TRUST_PROXY: '1' };

/** The cast: an owner with `projectCount` projects and `donorCount` donors who have each given once. */
async function cast(base) {
  const owner = await signUp(base, 'owner');
  const projects = [];
  for (let i = 0; i < projectCount; i++) {
    const body = {
      title: `Replay well ${i} ${randomUUID()}`,
      description: 'Gift replay bench',
      goal_amount_cents: 1_000_000_000,
      categories: ['Water'],
      country_code: 'KE',
    };
    const res = await call(base, 'POST', '/projects', body, owner.token);
    if (res.status !== 201) throw new Error(`project: ${res.status} ${JSON.stringify(res.json)}`);
    projects.push(res.json.id);
  }
  const donors = [];
  for (let i = 0; i < donorCount; i++) donors.push({ ...(await signUp(base, `donor${i}`)), address: addressOf(i) });
  // Each donor's first gift makes its processor customer; what is measured is a returning donor's gift.
  for (const [i, donor] of donors.entries()) {
    const res = await gift(base, projects[i % projects.length], donor, i);
    if (res.status !== 201) throw new Error(`first gift: ${res.status} ${JSON.stringify(res.json)}`);
  }
  return { owner, projects, donors };
}

// ---- the run ----------------------------------------------------------------------------------------------

const { env } = await prepareTarget('postgres');
const proxy = await startProxy(env.DATABASE_URL);
const viaProxy = new URL(env.DATABASE_URL);
viaProxy.host = `127.0.0.1:${proxy.port}`;
let recording;
let recorded;
let theCast;
{
  const server = await startServer({ ...SERVER_ENV, DATABASE_URL: viaProxy.toString(), BACKGROUND_JOBS: 'off' }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await spreadIds(env.DATABASE_URL);
    theCast = await cast(base);
    const donor = theCast.donors[0];
    recorded = { donorId: donor.id, projectId: theCast.projects[0], address: donor.address };
    // The cast's own events are acknowledged in a batch (~50 ms) too: let that land before the recording starts.
    await new Promise((r) => setTimeout(r, 300));
    proxy.state.recording = true;
    const res = await gift(base, recorded.projectId, donor, 0);
    // What the gift sends after its answer is the gift's too: its events' acknowledgements, batched (~50 ms).
    await new Promise((r) => setTimeout(r, 300));
    proxy.state.recording = false;
    if (res.status !== 201) throw new Error(`recorded gift: ${res.status} ${JSON.stringify(res.json)}`);
    recording = proxy.state.statements.filter((s) => s.text);
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill();
    await exited;
    proxy.server.close();
  }
}
const connectionsUsed = new Set(recording.map((s) => s.conn)).size;
console.log(`recorded one gift: ${recording.length} statements on ${connectionsUsed} connection(s)`);
if (process.env.REPLAY_DEBUG)
  for (const s of recording) console.log(`  [${s.conn}] ${s.name ? 'prepared' : 'text    '} ${s.text.replace(/\s+/g, ' ').slice(0, 140)}`);

/**
 * The API drive, from autocannon (as bench/ratios.mjs drives its calls): `concurrency` keep-alive connections, each
 * request a gift from the next donor to the next project with a fresh Idempotency-Key. `fetch` cost the load
 * generator 2.3-2.6 ms of this 2-core machine's CPU a gift, taken from the server and PostgreSQL it measures;
 * the replay's client is bare `pg`.
 */
async function driveApi(base) {
  let n = 0;
  let gifts = 0;
  const result = await autocannon({
    url: base,
    connections: concurrency,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const i = n++;
          const donor = theCast.donors[i % theCast.donors.length];
          return {
            ...request,
            path: `/api/projects/${theCast.projects[i % theCast.projects.length]}/gifts`,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${donor.token}`,
              'idempotency-key': randomUUID(),
              'x-forwarded-for': donor.address,
            },
            body: JSON.stringify(giftBody(i)),
          };
        },
        onResponse: (status) => {
          if (status === 201) gifts++;
        },
      },
    ],
  });
  const requests = result.requests.total;
  return {
    name: 'API: POST /projects/{id}/gifts (autocannon)',
    requests,
    errors: requests - gifts,
    per_second: Math.round(requests / seconds),
    p50_ms: result.latency.p50,
    p90_ms: result.latency.p90,
    p99_ms: result.latency.p99,
  };
}

const api = await (async () => {
  const server = await startServer({ ...env, ...SERVER_ENV }, port);
  try {
    const before = cpuSnapshot(server.pid);
    const run = await driveApi(`http://127.0.0.1:${port}`);
    return { ...run, cpu_per_gift: cpuPer(before, cpuSnapshot(server.pid), run.requests - run.errors) };
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill();
    await exited;
  }
})();

const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: concurrency * connectionsUsed });
theCast.donors = await withSessions(pool, theCast.donors);
recorded.tokenHash = theCast.donors[0].tokenHash;
const replayOne = replayer(recording, recorded, theCast);
const giftCount = async () => Number((await pool.query('SELECT count(*) AS n FROM gifts')).rows[0].n);
// autocannon leaves its last requests in flight when its time is up, and the server may exit with a COMMIT just
// sent: wait until no other connection is at work, so no API gift lands while the replay is counted.
for (let i = 0; i < 100; i++) {
  const { rows } = await pool.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`,
  );
  if (rows[0].n === 0) break;
  await new Promise((r) => setTimeout(r, 100));
}
const giftsBefore = await giftCount();
const replayBefore = cpuSnapshot();
const replayRun = await drive('replay: the same statements with pg', { seconds, concurrency }, (n) => replayOne(pool, n));
const replay = { ...replayRun, cpu_per_gift: cpuPer(replayBefore, cpuSnapshot(), replayRun.requests - replayRun.errors) };
// A replay is a gift: each one that went through left exactly one more gift row.
const replayed = (await giftCount()) - giftsBefore;
await pool.end();
if (replay.errors > 0) console.warn(`${replay.errors} replays failed (REPLAY_DEBUG=1 prints why)`);
if (replayed !== replay.requests - replay.errors)
  throw new Error(`${replay.requests - replay.errors} replays (${replay.errors} failed), ${replayed} gifts`);

// Gifts that went through (a failed replay, or an API error, is not a gift).
const perSecond = (r) => (r.requests - r.errors) / seconds;
const ratio = perSecond(api) / perSecond(replay);
console.log(
  `API ${perSecond(api).toFixed(1)} gifts/s, replay ${perSecond(replay).toFixed(1)} gifts/s: the API at ${ratio.toFixed(2)} of the replay (target >= 0.8)`,
);
// Where the time goes (Linux, the database on this machine): CPU a gift, each side, from /proc.
const cpuLine = ({ server_ms, database_ms, load_generator_ms }, who) =>
  `${server_ms ? `server ${server_ms} ms, ` : ''}PostgreSQL ${database_ms} ms, ${who} ${load_generator_ms} ms`;
if (api.cpu_per_gift && replay.cpu_per_gift)
  console.log(`CPU a gift: API ${cpuLine(api.cpu_per_gift, 'load generator')}; replay ${cpuLine(replay.cpu_per_gift, 'replayer')}`);
saveResults('gift-replay.json', { statements: recording.length, connections: connectionsUsed, concurrency, api, replay, ratio });
