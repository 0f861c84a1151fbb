import type { Page } from '@playwright/test';

/** A react-admin show view at /backoffice/{resource}/{id}/show. */
export function showPage(page: Page, resource: string) {
  return {
    editButton: page.getByRole('link', { name: 'Edit' }),
    tab: (name: string) => page.getByRole('tab', { name }),
    /** A labelled field, by its label. */
    field: (label: string) => page.locator('.ra-field').filter({ has: page.getByText(label, { exact: true }) }),
    table: (name: string) => page.getByRole('table', { name }),

    async navigate(id: number | string) {
      await page.goto(`/backoffice/${resource}/${id}/show`);
    },

    async openTab(name: string) {
      await this.tab(name).click();
    },
  };
}
