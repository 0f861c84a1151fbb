import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A guest account, as the giving flow's guest checkout makes one: POST /api/users/anonymous.
 * Its token is what the browser keeps in the id_anontoken cookie.
 */
export async function createGuestViaApi(request: APIRequestContext): Promise<{ token: string; user: { id: number } }> {
  const response = await request.post('/api/users/anonymous', { data: {} });
  if (!response.ok()) throw new Error(`guest account failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { token: string; user: { id: number } };
}

/** The id_anontoken cookie a guest gift leaves in the browser. */
export function anonTokenCookie(baseURL: string, token: string) {
  const url = new URL(baseURL);
  return [{ name: 'id_anontoken', value: token, domain: url.hostname, path: '/' }];
}

/** The public site's login form, by its labels. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The header's main navigation. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Waits until the page's own address matches `pattern` and answers its first capture group. Reads
 * `location.href` in the page: `toHaveURL` looks there too, while `page.url()` follows navigation events and
 * can still name the previous address just after a client-side navigation.
 */
export async function idFromUrl(page: Page, pattern: RegExp): Promise<number> {
  await expect(page).toHaveURL(pattern);
  const href = await page.evaluate(() => location.href);
  const match = pattern.exec(href);
  if (!match?.[1]) throw new Error(`${href} does not match ${pattern}`);
  return Number(match[1]);
}

/**
 * The card of `name` in a partner directory list (`listName`, as the page names it), walking the directory's pages
 * the way a visitor does: the directory sorts by money raised, so a new partner is on page 1 of a fresh demo but
 * further back on a server that other runs' partners (each given to) have filled.
 */
export async function findPartnerCard(page: Page, listName: string, name: string) {
  const list = page.getByRole('list', { name: listName });
  for (let pageNumber = 1; ; pageNumber++) {
    await expect(list).toBeVisible();
    const card = list.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    if ((await card.count()) > 0) return card;
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
    if ((await next.count()) === 0) throw new Error(`${name} is on no page of "${listName}"`);
    await next.click();
    await expect(page.getByRole('status').filter({ hasText: `page ${pageNumber + 1} of` })).toBeVisible();
  }
}
