// The JavaScript a first visit loads before any route chunk: the entry script and every module it
// preloads (dist/index.html), gzip-compressed. Budget: 150 KB (issue 4 "Quality"). Run after `pnpm build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = fs.readFileSync(path.join(dist, file));
  raw += bytes.length;
  gzip += zlib.gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log(`initial JS: ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip (budget 150 kB)`);
if (gzip > 150_000) process.exitCode = 1;
