import type { Page } from '@playwright/test';
import { gridPage } from './backoffice-grid-page.js';

/** /backoffice/admin: the users and projects tables on one page (each a gridPage, sorted on the server on its own). */
export function adminHomePage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Users and projects' }),
    users: gridPage(page, 'users', 'Users'),
    projects: gridPage(page, 'projects', 'Projects'),
    async open() {
      await page.goto('/backoffice/admin');
      await page.getByRole('grid', { name: 'Users' }).waitFor();
    },
  };
}
