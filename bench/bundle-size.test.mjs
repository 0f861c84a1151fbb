// The parsing of bench/bundle-size.mjs: node --test bench/bundle-size.test.mjs
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { assetFile, bytesBySource, decodeVlq, initialAssets, sourceLabel } from './bundle-size.mjs';

test('initialAssets finds the module entry, every modulepreload and the stylesheets, once each', () => {
  const html = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">
    <link crossorigin rel='modulepreload' href='/assets/vendor-B2.js'>
    <link rel="modulepreload" href=/assets/runtime-C3.js>
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
    <link rel="preload" as="image" href="/hero.webp">
    <link rel="icon" href="/favicon.svg">
    <script src="/legacy.js"></script>
  </head><body><div id="root"></div></body></html>`;
  assert.deepEqual(initialAssets(html), {
    scripts: ['/assets/index-A1.js', '/assets/vendor-B2.js', '/assets/runtime-C3.js'],
    styles: ['/assets/index-D4.css'],
  });
});

test('assetFile maps a URL under the site base to a file under dist', () => {
  assert.equal(assetFile('/d', '/assets/a.js', '/'), path.join('/d', 'assets/a.js'));
  assert.equal(assetFile('/d', '/backoffice/assets/a.js?v=1', '/backoffice/'), path.join('/d', 'assets/a.js'));
  assert.equal(assetFile('/d', 'https://cdn.example/assets/a.js', '/'), path.join('/d', 'assets/a.js'));
});

test('decodeVlq reads base64 VLQ fields, signs included', () => {
  assert.deepEqual(decodeVlq('AAAA'), [0, 0, 0, 0]);
  assert.deepEqual(decodeVlq('CACD'), [1, 0, 1, -1]);
  assert.deepEqual(decodeVlq('gBAAgB'), [16, 0, 0, 16]);
});

test('bytesBySource gives each source the bytes up to the next segment, across lines', () => {
  // line 0: "aaabb" (a.js from column 0, b.js from column 3); line 1: "cc" (b.js again: the source index carries on)
  const map = { sources: ['a.js', 'b.js'], mappings: 'AAAA,GCAA;AAAA' };
  assert.deepEqual(Object.fromEntries(bytesBySource('aaabb\ncc', map)), { 'a.js': 3, 'b.js': 4 });
});

test('sourceLabel names npm packages (pnpm layout, scoped) and workspace files', () => {
  assert.equal(sourceLabel('../../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/x.js'), 'npm react-dom');
  assert.equal(sourceLabel('../../node_modules/@scope/pkg/dist/index.mjs'), 'npm @scope/pkg');
  assert.equal(sourceLabel('../../src/app/router.tsx'), 'src/app/router.tsx');
});
