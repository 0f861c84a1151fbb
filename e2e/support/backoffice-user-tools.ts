import type { Page } from '@playwright/test';
import { confirmDialog } from './backoffice-confirm.js';
import { showPage } from './backoffice-show-page.js';

/** The Tools tab of a user's show page: each account switch, its state, and the button that flips it. */
export function userTools(page: Page) {
  const show = showPage(page, 'users');
  const table = page.getByRole('table', { name: 'Tools' });
  return {
    table,
    /** The row of one switch, by its label (Banned, Hidden from feeds...). */
    row: (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }),
    dialog: confirmDialog(page),

    async navigate(userId: number) {
      await show.navigate(userId);
      await show.openTab('Tools');
      await table.waitFor();
    },

    /** Clicks a switch's button (by its words) and confirms; `reason` fills the dialog's Reason first. */
    async flip(button: string, reason?: string) {
      await table.getByRole('button', { name: button, exact: true }).click();
      if (reason !== undefined) await this.dialog.field('Reason').fill(reason);
      await this.dialog.confirm(button);
    },
  };
}
