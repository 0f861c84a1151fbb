import type { Page } from '@playwright/test';

/** A react-admin list view at /backoffice/{resource}, like react-admin's cypress/support/ListPage.js. */
export function listPage(page: Page, resource: string) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody').getByRole('row');
  const listRequest = (param: string, value: string) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/api/${resource}` && url.searchParams.get(param) === value;
    });

  return {
    table,
    rows,
    row: (text: string) => rows.filter({ hasText: text }),
    searchBox: page.getByRole('textbox', { name: 'Search' }),
    addFilterButton: page.getByRole('button', { name: 'Add filter' }),
    filterInput: (label: string) => page.getByRole('textbox', { name: label }),
    nextPage: page.getByRole('button', { name: 'Go to next page' }),
    previousPage: page.getByRole('button', { name: 'Go to previous page' }),

    async navigate() {
      await page.goto(`/backoffice/${resource}`);
      await rows.first().waitFor();
    },

    /** Types into the always-on search box and waits for the list to come back filtered. */
    async search(text: string) {
      const answered = listRequest('q', text);
      await this.searchBox.fill(text);
      await answered;
    },

    async showFilter(label: string) {
      await this.addFilterButton.click();
      await page.getByRole('menuitemcheckbox', { name: label }).click();
    },

    async setFilter(label: string, param: string, value: string) {
      const answered = listRequest(param, value);
      await this.filterInput(label).fill(value);
      await answered;
    },

    async openRow(text: string) {
      await rows.filter({ hasText: text }).first().click();
    },
  };
}
