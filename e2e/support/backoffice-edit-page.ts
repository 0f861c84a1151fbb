import type { Page } from '@playwright/test';

/** A react-admin edit view at /backoffice/{resource}/{id}. */
export function editPage(page: Page, resource: string) {
  return {
    input: (label: string) => page.getByRole('textbox', { name: label }),
    saveButton: page.getByRole('button', { name: 'Save' }),
    /** react-admin's notification snackbar. */
    notification: page.getByRole('alert'),

    async navigate(id: number | string) {
      await page.goto(`/backoffice/${resource}/${id}`);
    },

    async fill(label: string, value: string) {
      await this.input(label).fill(value);
    },

    /** A select or an autocomplete: open it (typing to narrow an autocomplete), then pick the option. */
    async choose(label: string, option: string, typed?: string) {
      const box = page.getByRole('combobox', { name: label });
      await box.click();
      if (typed !== undefined) await box.fill(typed);
      await page.getByRole('option', { name: option, exact: true }).click();
    },

    async save() {
      await this.saveButton.click();
    },
  };
}
