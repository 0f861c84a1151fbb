import { defineConfig } from 'vitest/config';
import { testWorkers } from '../scripts/test-workers.mjs';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress.mjs';

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/backoffice/',
  resolve: { conditions: ['source'] },
  server: { port: 5174, proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: 'hidden', target: 'es2022' },
  test: {
    environment: 'jsdom',
    maxWorkers: testWorkers,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Rendering a whole <Admin> in jsdom takes a second or two; leave room on a busy machine.
    testTimeout: 20_000,
  },
});
