import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { giveViaApi } from '../support/backoffice-gifts.js';
import { createProjectViaApi } from '../support/projects.js';

test("a donor who gives to a partner's project appears among its donors as one who gave; an anonymous giver does not", async ({
  page,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('gave-partner'),
      password: 'correct-horse-42',
      first_name: 'Gia',
      last_name: 'Partner',
      is_partner: true,
      organization_name: 'Valley Seed Bank',
      country_code: 'KE',
      categories: ['Water'],
      registration_number: 'KE-NGO-512',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  const project = await createProjectViaApi(request, partner.token, { title: `Seed bank ${Date.now().toString(36)}` });
  const donor = await signUpViaApi(request, { first_name: 'Gwen', last_name: 'Giver' });
  await giveViaApi(request, donor.token, project.id, 2_500);
  const shy = await signUpViaApi(request, { first_name: 'Shy', last_name: 'Giver' });
  const anonymous = await request.post(`/api/projects/${project.id}/gifts`, {
    headers: { authorization: `Bearer ${shy.token}`, 'idempotency-key': randomUUID() },
    data: { amount_cents: 1_000, tip_cents: 0, payment_method_id: 'pm_card_visa', anonymous: true },
  });
  expect(anonymous.status()).toBe(201);

  await page.context().addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  await page.goto('/donors');
  await expect(page.getByRole('heading', { level: 1, name: /^Donors of / })).toBeVisible();
  const donors = page.getByRole('region', { name: 'Your donors' });
  const items = donors.getByRole('list', { name: 'Donors' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Gwen Giver');
  await expect(items.first()).toContainText(donor.email);
  await expect(items.first()).toContainText(
    /Gave to your projects · \d\d\/\d\d\/\d{4} · first gift \d\d\/\d\d\/\d{4} · has a Storyfund account/,
  );
  await expect(donors.getByText(shy.email)).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
});
