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
