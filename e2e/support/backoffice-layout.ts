import type { Page } from '@playwright/test';

/** What every signed-in back-office page shares: the app bar, its user menu and the menu. */
export function layout(page: Page) {
  return {
    userMenu: page.getByRole('button', { name: 'Profile' }),
    menuItem: (label: string) => page.getByRole('menuitem', { name: label, exact: true }),

    async logout() {
      await this.userMenu.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    },
  };
}
