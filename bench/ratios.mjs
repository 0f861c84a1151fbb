// Issue #14's yardstick: each hot read's share of a bare Fastify hello-world's req/s, with p50 and p99, both servers
// on this machine, driven by autocannon at --connections (10) for --seconds a run, interleaved (hello-world, then every
// call, then again) over --rounds (3). Targets: PostgreSQL (DATABASE_URL, default storyfund_bench: generate the bench
// data first, e.g. bench/projects.mjs) and PGlite (a fresh folder with the demo seed). Modes: `cached` (the read
// cache as configured) and `miss` (READ_CACHE_MAX_AGE_MS=0: every call computed). Build first (pnpm build).
//   node bench/ratios.mjs [--targets postgres,pglite] [--modes cached,miss] [--seconds 10] [--rounds 3]
//                         [--connections 10] [--encoding 'gzip, deflate, br'] [--port 18710]
// Smoke it on tiny data: DATABASE_URL=postgres://postgres@127.0.0.1:5432/<tiny db> node bench/ratios.mjs --seconds 2
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, hotReadCalls, prepareTarget, root, saveResults, startServer } from './lib.mjs';

const targets = String(arg('targets', 'postgres,pglite')).split(',');
const modes = String(arg('modes', 'cached,miss')).split(',');
const seconds = Number(arg('seconds', 10));
const rounds = Number(arg('rounds', 3));
const connections = Number(arg('connections', 10));
/** What a browser sends; `identity` measures uncompressed answers. */
const encoding = String(arg('encoding', 'gzip, deflate, br'));
const basePort = Number(arg('port', 18_710));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function startHelloWorld(port) {
  const child = spawn(process.execPath, [path.join(root, 'bench/hello-world.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('hello-world did not start');
}

/** One autocannon run: req/s (mean of its per-second samples), p50 and p99 in ms, and how many answers were not 2xx. */
async function run(url, accept = '*/*') {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': encoding, accept } });
  return {
    per_second: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** A project the page call reads: the first staff pick, else the newest project (the demo seed may still be running). */
async function someProjectId(api) {
  for (let attempt = 0; attempt < 60; attempt++) {
    for (const url of ['/projects/staff-picks?limit=1', '/projects?limit=1']) {
      const body = await (await fetch(`${api}${url}`)).json();
      if (body.data?.[0]) return body.data[0].id;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('no active project: generate the bench data first');
}

const hello = await startHelloWorld(basePort);
const results = [];
try {
  let port = basePort + 1;
  for (const target of targets) {
    const { env } = await prepareTarget(target);
    for (const mode of modes) {
      const server = await startServer(
        {
          ...env,
          ...(target === 'pglite' ? { SEED_DEMO: '1' } : {}),
          ...(mode === 'miss' ? { READ_CACHE_MAX_AGE_MS: '0' } : {}),
        },
        port,
      );
      try {
        const site = `http://127.0.0.1:${port}`;
        const id = await someProjectId(`${site}/api`);
        const calls = [...hotReadCalls(id), ['GET /staffpicks (HTML)', '/staffpicks']];
        const samples = new Map(calls.map(([name]) => [name, []]));
        const helloSamples = [];
        for (let round = 1; round <= rounds; round++) {
          const base = await run(`http://127.0.0.1:${basePort}/`);
          helloSamples.push(base);
          for (const [name, url] of calls) {
            // A client-side route answers index.html only to a caller that accepts HTML (a browser).
            const sample = await run(`${site}${url}`, url.startsWith('/api/') ? '*/*' : 'text/html');
            samples.get(name).push({ ...sample, share: sample.per_second / base.per_second });
          }
          console.error(`${target} ${mode}: round ${round}/${rounds} done`);
        }
        results.push({
          target,
          mode,
          call: 'hello-world',
          share_pct: 100,
          per_second: Math.round(median(helloSamples.map((s) => s.per_second))),
          p50_ms: median(helloSamples.map((s) => s.p50_ms)),
          p99_ms: median(helloSamples.map((s) => s.p99_ms)),
          failed: helloSamples.reduce((n, s) => n + s.failed, 0),
        });
        for (const [name, list] of samples) {
          results.push({
            target,
            mode,
            call: name,
            share_pct: Number((median(list.map((s) => s.share)) * 100).toFixed(2)),
            per_second: Math.round(median(list.map((s) => s.per_second))),
            p50_ms: median(list.map((s) => s.p50_ms)),
            p99_ms: median(list.map((s) => s.p99_ms)),
            failed: list.reduce((n, s) => n + s.failed, 0),
          });
        }
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      port++;
    }
  }
} finally {
  hello.kill('SIGTERM');
}
saveResults('ratios.json', { when: new Date().toISOString(), seconds, rounds, connections, encoding, runs: results });
