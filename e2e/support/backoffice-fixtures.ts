import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_SALES, sessionCookies } from './api.js';

interface Session {
  token: string;
  userId: number;
}

/**
 * `adminPage` and `salesPage`: a page already signed in as the demo admin, or as the demo's sales member.
 * Each worker logs in once through the API and hands the session to every test as the cookies the apps
 * share (id_token, user_id).
 */
export const test = base.extend<{ adminPage: Page; salesPage: Page }, { adminSession: Session; salesSession: Session }>({
  adminSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
      if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`);
      const { token, user } = (await response.json()) as { token: string; user: { id: number } };
      await use({ token, userId: user.id });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  salesSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await request.post('/api/login', { data: { email: DEMO_SALES, password: DEMO_PASSWORD } });
      if (!response.ok()) throw new Error(`sales login failed: ${response.status()} ${await response.text()}`);
      const { token, user } = (await response.json()) as { token: string; user: { id: number } };
      await use({ token, userId: user.id });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  adminPage: async ({ page, adminSession, baseURL }, use) => {
    await page.context().addCookies(sessionCookies(baseURL!, adminSession.token, adminSession.userId));
    await use(page);
  },

  salesPage: async ({ page, salesSession, baseURL }, use) => {
    await page.context().addCookies(sessionCookies(baseURL!, salesSession.token, salesSession.userId));
    await use(page);
  },
});

export { expect } from '@playwright/test';

/**
 * The budget of a back-office page's first rows after a public-site path sends the browser there (/audit,
 * /leads, /admin): the public site boots, then the back-office's bundle and the page's lazy chunks load and
 * run, its session is checked, and only then is the list asked for. On the 2-core CI machine with two
 * browsers at work that chain took 15 s on a slow day (CI, 2026-11-29: /audit's first answer came 4.6 s
 * into a 10 s expectation, and the grid had not drawn it 5 s later), so the first look gets 30 s; every
 * later one keeps the 10 s default.
 */
export const FIRST_PAGE_TIMEOUT = 30_000;
