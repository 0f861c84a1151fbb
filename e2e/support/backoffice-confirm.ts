import type { Page } from '@playwright/test';

/**
 * react-admin's confirmation dialog (<Confirm>): its title, an optional field, and its two buttons. While it is open
 * MUI hides the page behind it from the accessibility tree, so a role-based locator there finds nothing: assert
 * that something left the page only once the dialog is hidden (a pessimistic action keeps it open until answered).
 */
export function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  return {
    dialog,
    field: (label: string) => dialog.getByRole('textbox', { name: label }),
    confirmButton: (label: string) => dialog.getByRole('button', { name: label, exact: true }),
    cancelButton: dialog.getByRole('button', { name: 'Cancel', exact: true }),

    async confirm(label: string) {
      await this.confirmButton(label).click();
    },
  };
}
