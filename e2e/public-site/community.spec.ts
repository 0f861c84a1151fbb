import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('a partner posts with a photo and pins it; a donor comments and likes; the mobile profile at 375 px', async ({
  browser,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('community'),
      password: 'correct-horse-42',
      first_name: 'Pia',
      last_name: 'Partner',
      is_partner: true,
      organization_name: 'River School Trust',
      country_code: 'UG',
      categories: ['Education'],
      registration_number: 'UG-NGO-551',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };

  const partnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await partnerContext.addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  const page = await partnerContext.newPage();
  await page.goto(`/profile/${partner.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'River School Trust' })).toBeVisible();
  await expect(page.getByText('Nothing here yet')).toBeVisible();

  const form = page.getByRole('form', { name: 'Write a community post' });
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(form.getByLabel('Share news with your community')).toHaveAccessibleDescription('Write a message or add a photo');
  await form.getByLabel('Share news with your community').fill('Our first classroom has a roof!');
  await form.getByLabel('Photos').setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Photos 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(form.getByRole('status')).toHaveText('Your post is published.');
  const feed = page.getByRole('list', { name: 'Feed' });
  const first = feed.getByRole('article', { name: 'River School Trust' }).filter({ hasText: 'Our first classroom has a roof!' });
  await expect(first).toBeVisible();
  await expect(first.getByRole('img', { name: 'Photo 1 of the post' })).toHaveAttribute('src', /^\/api\/uploads\//);

  await form.getByLabel('Share news with your community').fill('Term starts Monday.');
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(feed.getByText('Term starts Monday.')).toBeVisible();
  // Pin the older post: it moves to the top, marked Pinned, and leaves the list below.
  await feed
    .getByRole('article')
    .filter({ hasText: 'Our first classroom has a roof!' })
    .getByRole('button', { name: 'Pin to top' })
    .click();
  const pinned = page.locator('.post-card--pinned');
  await expect(pinned).toContainText('Our first classroom has a roof!');
  await expect(pinned.getByText('Pinned')).toBeVisible();
  await expect(feed.getByText('Our first classroom has a roof!')).toHaveCount(0);
  await expectAccessible(page);

  // A donor follows, comments and likes.
  const donor = await signUpViaApi(request, { first_name: 'Dev', last_name: 'Donor' });
  const donorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await donorContext.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));
  const donorPage = await donorContext.newPage();
  await donorPage.goto(`/profile/${partner.user.id}`);
  await expect(donorPage.getByRole('form', { name: 'Write a community post' })).toHaveCount(0);
  await donorPage.getByRole('button', { name: 'Follow River School Trust' }).click();
  await expect(donorPage.getByRole('button', { name: 'Following River School Trust' })).toBeVisible();
  const top = donorPage.locator('.post-card--pinned');
  await top.getByRole('button', { name: /^Like · 0/ }).click();
  await expect(top.getByRole('button', { name: /^Liked · 1/ })).toHaveAttribute('aria-pressed', 'true');
  await top.getByRole('button', { name: '0 comments' }).click();
  await top.getByLabel('Your comment').fill('Wonderful news!');
  await top.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(top.getByRole('list', { name: 'Comments' }).getByText('Wonderful news!')).toBeVisible();
  await expect(top.getByRole('button', { name: '1 comment' })).toBeVisible();
  await expectAccessible(donorPage);

  // The mobile profile at 375 px: the same feed, the pinned post first, nothing scrolls sideways.
  await donorPage.setViewportSize({ width: 375, height: 812 });
  await donorPage.goto(`/profile/${partner.user.id}`);
  await expect(donorPage).toHaveURL(new RegExp(`/profile\\.m/${partner.user.id}$`));
  await expect(donorPage.locator('.post-card--pinned')).toContainText('Our first classroom has a roof!');
  await expect(donorPage.locator('.post-card--pinned').getByRole('button', { name: /^Liked · 1/ })).toBeVisible();
  await expectFitsPhoneWidth(donorPage);
  await expectAccessible(donorPage);
  await partnerContext.close();
  await donorContext.close();
});
