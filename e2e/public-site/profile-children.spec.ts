import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, sessionCookies, uniqueEmail } from '../support/api.js';
import { createProjectViaApi, uniqueName } from '../support/projects.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function partnerWithProjects(request: APIRequestContext) {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('children'),
      password: 'correct-horse-42',
      first_name: 'Cleo',
      last_name: 'Children',
      is_partner: true,
      organization_name: uniqueName('Lake Clinics'),
      country_code: 'TZ',
      categories: ['Medical'],
      registration_number: 'TZ-NGO-42',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number; organization_name: string } };
  const small = await createProjectViaApi(request, partner.token, { title: uniqueName('Small clinic roof'), goal_amount_cents: 20_000 });
  const big = await createProjectViaApi(request, partner.token, { title: uniqueName('Big maternity ward'), goal_amount_cents: 900_000 });
  const closed = await createProjectViaApi(request, partner.token, { title: uniqueName('Old ambulance') });
  expect((await request.post(`/api/projects/${closed.id}/close`, { headers: bearer(partner.token) })).ok()).toBe(true);
  // The back-office's sponsor switch: an admin marks the big project sponsored.
  const admin = (await (await request.post('/api/login', { data: { email: DEMO_ADMIN, password: DEMO_PASSWORD } })).json()) as {
    token: string;
  };
  const sponsored = await request.patch(`/api/projects/${big.id}`, {
    headers: bearer(admin.token),
    data: { is_sponsored_project: true, project_sponsor_name: 'Harbor Rotary Club', project_sponsor_type: 'Corporate' },
  });
  expect(sponsored.ok(), await sponsored.text()).toBe(true);
  const post = await request.post(`/api/users/${partner.user.id}/community-posts`, {
    headers: bearer(partner.token),
    data: { message: 'The clinic opens on Monday.' },
  });
  expect(post.status()).toBe(201);
  return { partner, small, big, closed };
}

test('a profile’s children: feed, projects (search, sort, closed apart), community news, sponsored; header numbers', async ({
  page,
  request,
}) => {
  const { partner, small, big, closed } = await partnerWithProjects(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/profile/${partner.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: partner.user.organization_name })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(tabs.getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Feed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Feed' }).getByText('The clinic opens on Monday.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Feed' }).getByText(`New project: ${small.title}`)).toBeVisible();
  await expect(page.locator('.profile-stats div').filter({ hasText: 'projects' }).getByRole('definition')).toHaveText('2');
  await expectAccessible(page);

  await tabs.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${partner.user.id}/projects$`));
  const active = page.getByRole('list', { name: 'Active projects' });
  await expect(active.getByRole('article')).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption('Most Left');
  await expect(active.getByRole('article').first()).toContainText(big.title);
  await page.getByLabel('Sort by').selectOption('Least Left');
  await expect(active.getByRole('article').first()).toContainText(small.title);
  await page.getByLabel('Search by title').fill('maternity');
  await expect(active.getByRole('article')).toHaveCount(1);
  await expect(active).toContainText(big.title);
  await expect(page.getByRole('list', { name: 'Closed projects' })).toContainText(closed.title);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await tabs.getByRole('link', { name: 'Community news' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${partner.user.id}/community_news$`));
  const news = page.getByRole('list', { name: 'Feed' });
  await expect(news.getByText('The clinic opens on Monday.')).toBeVisible();
  await expect(news.getByText(`New project: ${small.title}`)).toHaveCount(0);
  await expectAccessible(page);

  await tabs.getByRole('link', { name: 'Sponsored' }).click();
  const sponsoredList = page.getByRole('list', { name: 'Sponsored projects' });
  await expect(sponsoredList.getByRole('article')).toHaveCount(1);
  await expect(sponsoredList).toContainText('Harbor Rotary Club');
  await expect(sponsoredList).toContainText('Corporate');
  await expectAccessible(page);
});

test('a custom profile route reaches the same children, and the owner sees “My projects”', async ({ browser, request, baseURL }) => {
  const { partner, small } = await partnerWithProjects(request);
  const route = uniqueName('lakeclinics')
    .replace(/[^a-z0-9-]/gi, '')
    .slice(0, 40);
  const made = await request.post(`/api/users/${partner.user.id}/route`, { headers: bearer(partner.token), data: { custom_route: route } });
  expect(made.ok(), await made.text()).toBe(true);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  const page = await context.newPage();
  await page.goto(`/${route}/projects`);
  await expect(page.getByRole('heading', { level: 2, name: 'My projects' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My active projects' })).toContainText(small.title);
  const tabs = page.getByRole('navigation', { name: 'Profile sections' });
  await tabs.getByRole('link', { name: 'Community news' }).click();
  await expect(page).toHaveURL(new RegExp(`/${route}/community_news$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Community news' })).toBeVisible();
  await context.close();
});

test('the mobile profile at 375 px: children, feed and numbers fit the phone', async ({ page, request }) => {
  const { partner, small } = await partnerWithProjects(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/profile/${partner.user.id}/projects`);
  // Spec §2: at 800 px or less another's profile opens as the mobile profile, keeping the child.
  await expect(page).toHaveURL(new RegExp(`/profile\\.m/${partner.user.id}/projects$`));
  await expect(page.getByRole('list', { name: 'Active projects' })).toContainText(small.title);
  // The mobile layout: the sections on one row that scrolls sideways, the follow action in a bar at the screen's bottom.
  const sections = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link');
  await expect(sections).toHaveCount(5);
  const tops = await sections.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const bar = page.getByRole('region', { name: 'Profile actions' });
  await expect(bar.getByRole('link', { name: 'Log in to follow' })).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(800);
  await expect(page.locator('.profile-header').getByRole('link', { name: 'Log in to follow' })).toHaveCount(0);
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Feed' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\.m/${partner.user.id}$`));
  await expect(page.getByRole('list', { name: 'Feed' }).getByText('The clinic opens on Monday.')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);
  // The rule's edge: 800 px wide is still mobile; 801 px goes back to the normal profile, its action in the header.
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto(`/profile/${partner.user.id}/our_team`);
  await expect(page).toHaveURL(new RegExp(`/profile\\.m/${partner.user.id}/our_team$`));
  await page.setViewportSize({ width: 801, height: 800 });
  await expect(page).toHaveURL(new RegExp(`/profile/${partner.user.id}/our_team$`));
  await expect(page.locator('.profile-header').getByRole('link', { name: 'Log in to follow' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile actions' })).toHaveCount(0);
  await page.goto(`/profile.m/${partner.user.id}/community_news`);
  await expect(page).toHaveURL(new RegExp(`/profile/${partner.user.id}/community_news$`));
});
