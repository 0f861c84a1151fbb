// What a first visit downloads before the app can start: reads a built site's index.html, follows the entry script
// and every modulepreload, gzips each chunk at level 9 (as a server's static compression would; the build's
// pre-compressed .gz twin is the same) and, on a pre-compressed build, reports what brotli serves (the .br twin, or
// the file as it is when it has none). Stylesheets are reported apart. Prints per-chunk rows and the totals, for the public site and the back-office (build them first).
//   node bench/bundle-size.mjs [--site public-site|backoffice [--dist other/dist]] [--budget 100] [--sources 25] [--json]
// --dist measures another build of that site (for a before/after comparison).
// --budget (KB gzip) exits 1 when the public site's initial JavaScript is over it; --sources N lists, per site, the
// N source files or npm packages that weigh most in the initial JavaScript (minified bytes, read from the hidden
// source maps the build writes).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1000;

/** The initial assets an index.html names: the module entry scripts, the modulepreloads and the stylesheets. */
export function initialAssets(html) {
  const attrs = (tag) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((m) => [m[1].toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']),
    );
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const a = attrs(tag.slice(1));
    if (tag.toLowerCase().startsWith('<script')) {
      if (a.type === 'module' && a.src) scripts.push(a.src);
    } else if (a.rel === 'modulepreload' && a.href) scripts.push(a.href);
    else if (a.rel === 'stylesheet' && a.href) styles.push(a.href);
  }
  const unique = (list) => [...new Set(list)];
  return { scripts: unique(scripts), styles: unique(styles) };
}

/** An asset URL of index.html (`/assets/x.js`, `/backoffice/assets/x.js`, `assets/x.js`) as a file under dist. */
export function assetFile(dist, url, base) {
  const pathname = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0];
  const relative = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
  return path.join(dist, relative);
}

function measure(file) {
  const body = readFileSync(file);
  const br = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : null;
  return { name: path.basename(file), raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: br };
}

/**
 * On a pre-compressed site (some file has a .br twin), a file without one is served as it is (the build skips
 * files under 1 KB): its brotli figure is its raw size. A site without twins reports no brotli figure.
 */
function servedBrotli(rows) {
  if (!rows.some((row) => row.brotli !== null)) return rows;
  return rows.map((row) => ({ ...row, brotli: row.brotli ?? row.raw }));
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment (base64 VLQ) into its fields. */
export function decodeVlq(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Minified bytes of a chunk per original source, from its source map (a segment runs to the next one). */
export function bytesBySource(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? map.sources[source] : '(unmapped)' });
    }
    const length = (lines[index] ?? '').length;
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1].column : length;
      totals.set(segment.source, (totals.get(segment.source) ?? 0) + end - segment.column);
    });
  });
  return totals;
}

/** A source path as a report line: an npm package by its name, a workspace file from the repository root. */
export function sourceLabel(source) {
  const pkg = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  return pkg ? `npm ${pkg[1]}` : source.replace(/^(\.\.\/)+/, '');
}

const SITES = {
  'public-site': { dist: 'public-site/dist', base: '/' },
  backoffice: { dist: 'backoffice/dist', base: '/backoffice/' },
};

function report(name, dist) {
  const { base } = SITES[name];
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { scripts, styles } = initialAssets(html);
  const files = (urls) => urls.map((url) => assetFile(dist, url, base));
  const js = servedBrotli(files(scripts).map(measure));
  const css = servedBrotli(files(styles).map(measure));
  const sum = (rows, key) => (rows.some((row) => row[key] === null) ? null : rows.reduce((total, row) => total + row[key], 0));
  const total = (rows) => ({ raw: sum(rows, 'raw'), gzip: sum(rows, 'gzip'), brotli: sum(rows, 'brotli') });
  return { site: name, js, css, jsTotal: total(js), cssTotal: total(css), jsFiles: files(scripts) };
}

function sources(jsFiles) {
  const totals = new Map();
  for (const file of jsFiles) {
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    for (const [source, bytes] of bytesBySource(readFileSync(file, 'utf8'), map)) {
      const label = sourceLabel(source);
      totals.set(label, (totals.get(label) ?? 0) + bytes);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const kb = (bytes) => (bytes === null ? '-' : (bytes / KB).toFixed(2));

function print(result, sourceRows) {
  const row = (name, r) => `${name.padEnd(44)} ${kb(r.raw).padStart(9)} ${kb(r.gzip).padStart(8)} ${kb(r.brotli).padStart(8)}`;
  console.log(`\n${result.site}: initial JavaScript (${result.js.length} files; kB = 1000 bytes)`);
  console.log(`${'chunk'.padEnd(44)} ${'raw'.padStart(9)} ${'gzip -9'.padStart(8)} ${'brotli'.padStart(8)}`);
  for (const r of [...result.js].sort((a, b) => b.gzip - a.gzip)) console.log(row(r.name, r));
  console.log(row('TOTAL initial JS', result.jsTotal));
  for (const r of result.css) console.log(row(`(css) ${r.name}`, r));
  if (result.css.length) console.log(row('TOTAL initial CSS', result.cssTotal));
  if (sourceRows) {
    console.log(`\n${result.site}: heaviest sources of the initial JS (minified bytes)`);
    for (const [label, bytes] of sourceRows) console.log(`${String(bytes).padStart(9)}  ${label}`);
  }
}

function main() {
  const argv = process.argv.slice(2);
  const option = (flag) => {
    const at = argv.indexOf(`--${flag}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const only = option('site');
  const names = only ? [only] : Object.keys(SITES);
  const sourceCount = option('sources') === undefined ? 0 : Number(option('sources'));
  const results = [];
  for (const name of names) {
    if (!SITES[name]) throw new Error(`--site is public-site or backoffice, not ${name}`);
    const dist = only && option('dist') ? path.resolve(option('dist')) : path.join(root, SITES[name].dist);
    if (!existsSync(path.join(dist, 'index.html'))) {
      console.error(`${name}: no ${dist}/index.html (run pnpm build first)`);
      process.exitCode = 1;
      continue;
    }
    const result = report(name, dist);
    const sourceRows = sourceCount > 0 ? sources(result.jsFiles).slice(0, sourceCount) : null;
    results.push({ ...result, jsFiles: undefined });
    if (!argv.includes('--json')) print(result, sourceRows);
  }
  if (argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  const budget = option('budget');
  const site = results.find((result) => result.site === 'public-site');
  if (budget !== undefined && site && site.jsTotal.gzip > Number(budget) * KB) {
    console.error(`\npublic-site: initial JS ${kb(site.jsTotal.gzip)} kB gzip is over the ${budget} kB budget`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
