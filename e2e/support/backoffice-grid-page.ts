import type { Page } from '@playwright/test';
import { listAnswer, openFiltered } from './backoffice-list-answer.js';

/**
 * An admin table on @mui/x-data-grid at /backoffice/{resource} (role "grid", named by its label): its rows,
 * a row's buttons, the column headers that sort on the server. The list's filters are react-admin's, as in
 * listPage. `apiPath` is where its rows come from, when not /api/{resource} (the admin tables: admin/{table}).
 */
export function gridPage(page: Page, resource: string, label: string, apiPath = resource) {
  const grid = page.getByRole('grid', { name: label });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
  const listRequest = (params: Record<string, unknown>) => listAnswer(page, `/api/${apiPath}`, params, { prefix: true });

  return {
    grid,
    rows,
    row: (text: string) => rows.filter({ hasText: text }),
    columnHeader: (name: string) => grid.getByRole('columnheader', { name }),

    /** Opens the grid with the list's filters in the URL and waits for its answer (openFiltered). */
    async open(filter: Record<string, unknown> = {}) {
      await openFiltered(page, resource, filter, listRequest(filter));
      await grid.waitFor();
    },

    /** Types into the list's always-on search box and waits for the server's answer filtered by it (`q`). */
    async search(text: string) {
      const answered = listRequest({ q: text });
      await page.getByRole('textbox', { name: 'Search' }).fill(text);
      await answered;
    },

    /** Clicks a column header and waits for the server's answer sorted by `field` (`order` asc or desc). */
    async sortBy(name: string, field: string, order: 'asc' | 'desc') {
      const answered = listRequest({ sort: field, order });
      await grid.getByRole('columnheader', { name }).getByText(name, { exact: true }).click();
      await answered;
    },
  };
}
