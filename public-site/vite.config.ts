import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';

/** API target of the dev server's proxy; `API_URL=http://localhost:8095 pnpm dev` points it elsewhere. */
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: { outDir: 'dist', sourcemap: 'hidden', target: 'es2022' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20_000,
  },
});
