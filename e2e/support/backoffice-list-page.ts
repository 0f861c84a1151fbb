import type { Page } from '@playwright/test';
import { listAnswer, openFiltered } from './backoffice-list-answer.js';

/** A react-admin list view at /backoffice/{resource}, like react-admin's cypress/support/ListPage.js. */
export function listPage(page: Page, resource: string) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody').getByRole('row');
  const listRequest = (params: Record<string, string | number>) => listAnswer(page, `/api/${resource}`, params);

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

    /** Opens the list already filtered (`?filter=` in the URL) and waits for its answer (openFiltered). */
    async navigateFiltered(filter: Record<string, string | number>) {
      await openFiltered(page, resource, filter, listRequest(filter));
    },

    /** Types into the always-on search box and waits for the list to come back filtered. */
    async search(text: string) {
      const answered = listRequest({ q: text });
      await this.searchBox.fill(text);
      await answered;
    },

    async showFilter(label: string) {
      await this.addFilterButton.click();
      await page.getByRole('menuitemcheckbox', { name: label }).click();
    },

    async setFilter(label: string, param: string, value: string) {
      const answered = listRequest({ [param]: value });
      await this.filterInput(label).fill(value);
      await answered;
    },

    async openRow(text: string) {
      await rows.filter({ hasText: text }).first().click();
    },
  };
}
