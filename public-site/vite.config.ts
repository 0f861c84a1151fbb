import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '../scripts/test-workers.mjs';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';

/** API target of the dev server's proxy; `API_URL=http://localhost:8095 pnpm dev` points it elsewhere. */
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * react-router's package exports only its development build (dev warnings on); the production build sits beside
 * it in dist/production. The production bundle uses that one (docs/decisions.md, "The public site's initial
 * JavaScript"); the dev server and the tests keep the warnings.
 */
const requireFromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
const routerDist = path.join(path.dirname(requireFromRouterDom.resolve('react-router/package.json')), 'dist/production');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

/**
 * react-router's dist does not mark its module-level React.forwardRef / createContext calls pure, and names each
 * component for DevTools (`Form.displayName = "Form"`), so nothing it defines can be tree-shaken: the site, which
 * renders no <Form>, shipped Form, useSubmit and their helpers. In the production build the calls are marked pure
 * and the displayName lines dropped, so only what the site imports stays.
 */
function treeShakeRouter(): Plugin {
  return {
    name: 'storyfund-tree-shake-router',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(routerDist)) return null;
      const pure = code
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
        .replace(/= (React\d*)\.(forwardRef|createContext|memo)\(/g, '= /* @__PURE__ */ $1.$2(');
      return { code: pure, map: null };
    },
  };
}

/**
 * Lazy chunks whose preload lists are left out of the first chunk (about 0.6 KB gzip): the pages behind a login
 * (shared LOGIN_REQUIRED_ROUTES), the steps reached from an email
 * link, the not-found and development pages, and the logged-in header's and first visit's deferred parts.
 */
const ACCOUNT_PAGES =
  /^assets\/(personal|dashboard|project-create|project-edit|post-update|notifications|team|donors|donations|donor|updates-due|integrations|accept-invitation|mailbox|logout|confirm-email|claim|password-reset|unsubscribe|not-found|account-redirects|notification-bell|account-switcher|attribution|analytics)-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress(), treeShakeRouter()],
  base: '/',
  resolve: {
    conditions: ['source'],
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? productionRouter : [])],
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    target: 'es2022',
    modulePreload: {
      // Every browser of the es2022 target but Safari < 17 preloads modules itself; there the hints are skipped.
      polyfill: false,
      // Each lazy page's import carries the list of its chunks, preloaded with it; the lists live in the first
      // chunk. Pages a visitor cannot land on anonymously keep only their CSS in it (their scripts load as the
      // browser meets their imports): see ACCOUNT_PAGES.
      resolveDependencies: (file, deps) => (ACCOUNT_PAGES.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        // What the first page needs (the entry and everything it imports statically) ships as one chunk: split
        // into ~40 small shared chunks it gzipped ~9 KB heavier. Routes stay lazy, in their own chunks; the small
        // modules three or more of them share (up to 4 KB each: formatting, avatars, form fields, progress bars)
        // ship together as `common`. Split as the bundler splits by default, the project page waited on 36 files,
        // each a request, a preload link and a module of its own on a phone's main thread; now 11
        // (docs/performance.md "The project page's blocking time and largest paint").
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 10 },
            { name: 'common', minShareCount: 3, maxModuleSize: 4000, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    maxWorkers: testWorkers,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20_000,
  },
}));
