// A Vite build plugin: after the bundle is written, each compressible asset gets a brotli (.br) and a gzip (.gz)
// twin beside it, so the API's static server (@fastify/static with `preCompressed`) sends the smallest encoding
// the browser accepts without compressing anything per request. Files under 1 KB stay as they are.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompress() {
  let outDir = 'dist';
  return {
    name: 'storyfund-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = await readFile(file);
        if (body.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        await writeFile(`${file}.br`, brotli);
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
