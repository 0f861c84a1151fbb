import type { Page } from '@playwright/test';

/** The back-office sign-in page (react-admin's login card, labelled Email; the bot-check widget when configured). */
export function loginPage(page: Page) {
  return {
    /** The widget's group, present only when the server has a bot check configured. */
    verification: page.getByRole('group', { name: 'Verification' }),
    email: page.getByRole('textbox', { name: 'Email', exact: true }),
    password: page.getByRole('textbox', { name: 'Password', exact: true }),
    signInButton: page.getByRole('button', { name: 'Sign in' }),
    /** react-admin's notification snackbar. */
    notification: page.getByRole('alert'),

    async navigate() {
      await page.goto('/backoffice/login');
    },

    async signIn(email: string, password: string) {
      await this.email.fill(email);
      await this.password.fill(password);
      await this.signInButton.click();
    },
  };
}
