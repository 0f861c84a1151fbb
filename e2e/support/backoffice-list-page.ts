import type { Page } from '@playwright/test';

/** A react-admin list view at /backoffice/{resource}, like react-admin's cypress/support/ListPage.js. */
export function listPage(page: Page, resource: string) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody').getByRole('row');
  /** The list's next answer whose query has every one of `params`. */
  const listRequest = (params: Record<string, string | number>) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/api/${resource}` && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === String(v));
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

    /**
     * Opens the list already filtered (`?filter=` in the URL) and waits for its answer: until then the table
     * holds the loading skeleton's rows, and after a full page load on a busy machine the back-office may take
     * most of a 10 s expectation to ask (CI, 2026-11-29: the audit log asked 7.9 s after the page load).
     */
    async navigateFiltered(filter: Record<string, string | number>) {
      const answered = listRequest(filter);
      await page.goto(`/backoffice/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      await answered;
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
