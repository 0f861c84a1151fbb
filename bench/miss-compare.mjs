// Issue #14's "a cache miss at least 2x today's rate", measured the only way that compares: this checkout against an
// earlier build (default: the day, 3ea52cc) on the same machine and the same bench database, interleaved.
// Machines differ by several times in speed (hello-world has run at 14,600 and at 67,000 req/s here), so a req/s
// figure from another day or machine says nothing against the issue's. Each round starts the earlier build's server,
// drives every call, stops it, then does the same with this checkout's; both read the cache-miss path
// (READ_CACHE_MAX_AGE_MS=0; the day had no read cache). autocannon at --connections (10) for --seconds (10) a
// call, with a browser's Accept-Encoding, as bench/ratios.mjs drives them. Prints each call's req/s and p99 per build
// (median of the rounds) and this checkout's rate over the earlier one's.
//   node bench/miss-compare.mjs --base ../storyfund-issue-day [--rounds 3] [--seconds 10] [--connections 10]
// The earlier build: `git worktree add ../storyfund-issue-day 3ea52cc`, then in it `pnpm install --frozen-lockfile`,
// `pnpm --filter ./shared build` and `pnpm --filter ./api build`. It runs on the database as this checkout migrated
// it (a migrator applies only the migrations it knows; the later ones add tables and columns the earlier code does
// not read). Build this checkout first (pnpm build). PostgreSQL at DATABASE_URL (default storyfund_bench, with the
// bench data: bench/generate-data.mjs).
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, hotReadCalls, prepareTarget, root, saveResults, startServer } from './lib.mjs';

const base = arg('base');
if (!base) throw new Error('Usage: node bench/miss-compare.mjs --base <a built checkout of the earlier build>');
const rounds = Number(arg('rounds', 3));
const seconds = Number(arg('seconds', 10));
const connections = Number(arg('connections', 10));
const builds = [
  { label: 'earlier', root: path.resolve(base), port: 8431 },
  { label: 'now', root, port: 8432 },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A build's server on the cache-miss path (the day had no read cache), no jobs running beside the drive. */
const start = (build, env) => startServer({ ...env, READ_CACHE_MAX_AGE_MS: '0', BACKGROUND_JOBS: 'off' }, build.port, build.root);

const { env } = await prepareTarget('postgres');
// The project page reads the first staff pick, as bench/ratios.mjs does; found through this checkout's API.
const probe = await start(builds[1], env);
const picks = await (await fetch(`http://127.0.0.1:${builds[1].port}/api/projects/staff-picks?limit=1`)).json();
probe.kill();
await new Promise((r) => probe.once('exit', r));
const id = picks.data?.[0]?.id;
if (!id) throw new Error('no staff pick: generate the bench data first');
const calls = hotReadCalls(id);

const samples = new Map(builds.map((b) => [b.label, new Map(calls.map(([name]) => [name, []]))]));
for (let round = 1; round <= rounds; round++) {
  for (const build of builds) {
    const server = await start(build, env);
    try {
      for (const [name, url] of calls) {
        const result = await autocannon({
          url: `http://127.0.0.1:${build.port}${url}`,
          connections,
          duration: seconds,
          headers: { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' },
        });
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) throw new Error(`${build.label} ${name}: ${failed} failed answers`);
        samples.get(build.label).get(name).push({ per_second: result.requests.average, p99_ms: result.latency.p99 });
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    console.error(`round ${round}/${rounds}: ${build.label} done`);
  }
}

const results = calls.map(([name]) => {
  const earlier = samples.get('earlier').get(name);
  const now = samples.get('now').get(name);
  const earlierRate = median(earlier.map((s) => s.per_second));
  const nowRate = median(now.map((s) => s.per_second));
  return {
    call: name,
    earlier_per_second: Math.round(earlierRate),
    earlier_p99_ms: median(earlier.map((s) => s.p99_ms)),
    now_per_second: Math.round(nowRate),
    now_p99_ms: median(now.map((s) => s.p99_ms)),
    times: Number((nowRate / earlierRate).toFixed(2)),
  };
});
saveResults('miss-compare.json', { base: builds[0].root, rounds, seconds, connections, runs: results });
