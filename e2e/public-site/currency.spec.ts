import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { createProjectViaApi } from '../support/projects.js';

/** An address the offline database places in Great Britain, given as the trusted proxy would (test server only). */
const GB_ADDRESS = '81.2.69.142';

test('a visitor from a GB address sees the currency notice on the give panel; from the US, none', async ({ page, request }) => {
  const owner = await signUpViaApi(request);
  const project = await createProjectViaApi(request, owner.token);

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': GB_ADDRESS });
  await page.goto(`/project/${project.id}`);
  const notice = page.getByTestId('currency-notice');
  await expect(notice).toContainText(/Amounts are in US dollars: \$\d+\.\d\d is about £\d+\.\d\d in pounds/);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  await expect(page.getByText(/Total:/).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});
