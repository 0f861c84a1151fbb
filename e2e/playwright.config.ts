import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;

/** System Chromium (Debian's headless shell, or its full browser), never a downloaded browser. */
const chromium = {
  executablePath: chromiumPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  // Budgets for the slowest day of the 2-core CI machine, not for a fast one: on a day it ran at half speed
  // the longest back-office journeys (four axe passes each) took 31 s and failed a 30 s limit twice.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A failed test keeps its trace of actions with their times and logs, and of the test's own API calls; the page's
  // network goes with the DOM snapshots, which with the screenshots cost a third of the step's CPU
  // (docs/performance.md, "The browser step"). error-context.md keeps the page at the failure anyway.
  use: { baseURL, launchOptions: chromium, trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } },
  projects: [
    { name: 'public-site', testDir: './public-site' },
    { name: 'backoffice', testDir: './backoffice' },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // A fresh embedded database with the demo seed, on its own port.
        command: `node ../scripts/e2e-server.mjs ${port}`,
        url: `${baseURL}/api/health`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
