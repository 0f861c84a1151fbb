// Lighthouse mobile (its default config: a mid-range phone, simulated slow 4G and 4x CPU slowdown), performance only,
// on /staffpicks and /project/:id (the first staff pick), --runs (3) times each with Debian's Chromium; prints the
// median score, LCP, TBT and CLS (each metric's own median). Against a running site (--base), or --start: a built
// server of its own on --port with the demo seed on PGlite (pnpm build first).
//   node bench/lighthouse.mjs [--base http://127.0.0.1:8327 | --start --port 18720] [--runs 3] [--chrome /usr/bin/chromium]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { arg, prepareTarget, saveResults, startServer } from './lib.mjs';

const runs = Number(arg('runs', 3));
const chromePath = String(arg('chrome', '/usr/bin/chromium'));
const start = process.argv.includes('--start');
const port = Number(arg('port', 18_720));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let server;
let base = String(arg('base', 'http://127.0.0.1:8327'));
if (start) {
  const { env } = await prepareTarget('pglite');
  server = await startServer({ ...env, SEED_DEMO: '1' }, port);
  base = `http://127.0.0.1:${port}`;
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const results = [];
try {
  const picks = await (await fetch(`${base}/api/projects/staff-picks?limit=1`)).json();
  const id = picks.data?.[0]?.id;
  if (!id) throw new Error('no staff pick on this site: seed the demo (SEED_DEMO=1) first');
  for (const page of ['/staffpicks', `/project/${id}`]) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        // Lighthouse's own measure of this machine's CPU: the simulated 4x slowdown multiplies real task times, so a
        // slower machine scores lower on the same code. Compare scores only at a like index.
        cpu_index: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    results.push({
      page,
      score: median(samples.map((s) => s.score)),
      lcp_ms: median(samples.map((s) => s.lcp_ms)),
      tbt_ms: median(samples.map((s) => s.tbt_ms)),
      cls: median(samples.map((s) => s.cls)),
      cpu_index: median(samples.map((s) => s.cpu_index)),
      runs: samples.length,
    });
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
}
saveResults('lighthouse.json', { when: new Date().toISOString(), base, runs: results });
