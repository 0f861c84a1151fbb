import type { Page, Response } from '@playwright/test';

/**
 * The next answer of a back-office list (react-admin's list or an admin grid) from `path` whose query has every
 * one of `params`. `prefix` also takes paths under it (the admin tables' `admin/{table}`).
 */
export function listAnswer(page: Page, path: string, params: Record<string, unknown>, { prefix = false } = {}): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    const pathMatches = prefix ? url.pathname.startsWith(path) : url.pathname === path;
    return pathMatches && Object.entries(params).every(([key, value]) => url.searchParams.get(key) === String(value));
  });
}

/**
 * Opens /backoffice/{resource} already filtered (react-admin reads `filter` from the URL) and waits for `answered`:
 * until then a list holds its loading skeleton's rows, and after a full page load on a busy machine the back-office
 * may take most of a 10 s expectation to ask (CI, 2026-11-29: the audit log asked 7.9 s after the page load).
 */
export async function openFiltered(page: Page, resource: string, filter: Record<string, unknown>, answered: Promise<Response>) {
  await page.goto(`/backoffice/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await answered;
}
