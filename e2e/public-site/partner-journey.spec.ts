import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { givePanel, sessionOf, TEST_CARDS } from '../support/give-panel.js';
import { createProjectViaApi, uniqueName } from '../support/projects.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { findPartnerCard, idFromUrl } from '../support/public-site.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * Issue #9's journey: a partner signs up, completes the onboarding checklist, posts with a photo and pins it;
 * a donor finds the partner by category and by country, follows, comments, likes, gives, then reviews it.
 */
test('a partner signs up and completes the checklist; a donor finds it, follows, comments, likes, gives and reviews', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const org = uniqueName('Malawi Wells');
  const partnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await partnerContext.newPage();

  await page.goto('/partnersignup');
  await page.getByLabel('Organization name').fill(org);
  await page.getByLabel('Country').selectOption({ label: 'Malawi' });
  await page.getByRole('group', { name: 'What your organization works on' }).getByLabel('Water').check();
  await page.getByRole('group', { name: 'What your organization works on' }).getByLabel('Disability').check();
  await page.getByLabel('Registration or tax number').fill('MW-NGO-1234');
  await page.getByLabel('First name').fill('Mara');
  await page.getByLabel('Last name').fill('Wells');
  await page.getByLabel('Email').fill(uniqueEmail('journey-partner'));
  await page.getByLabel('Password').fill('correct-horse-42');
  await page.getByRole('button', { name: 'Create partner account' }).click();
  const partnerId = await idFromUrl(page, /\/profile\/(\d+)$/);

  // The checklist: nothing done yet, each step a link to where it is done.
  const checklist = page.getByRole('region', { name: 'Get your profile ready' });
  await expect(checklist.getByText('0 of 6 done')).toBeVisible();
  await expectAccessible(page);
  await expectFitsPhoneWidth(page);

  // Photo, cover and bio on /personal.
  await checklist.getByRole('link', { name: /add a profile photo/ }).click();
  await expect(page).toHaveURL(/\/personal$/);
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('About you').fill('We dig wells with villages in southern Malawi.');
  await profile.getByLabel(/^Photo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(profile.getByRole('img', { name: 'Photo 1', exact: true })).toHaveAttribute('src', /^\/api\/uploads\//);
  await profile.getByLabel('Cover photo').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(profile.getByRole('img', { name: 'Cover photo 1' })).toHaveAttribute('src', /^\/api\/uploads\//);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');
  await page.goto(`/profile/${partnerId}`);
  await expect(checklist.getByText('3 of 6 done')).toBeVisible();

  // First project: the step leads to the project form (its own spec fills it); the project is made through the API.
  await checklist.getByRole('link', { name: /start your first project/ }).click();
  await expect(page).toHaveURL(/\/project\/create/);
  const { token } = await sessionOf(partnerContext);
  const project = await createProjectViaApi(request, token, { title: uniqueName('A well for Chikwawa') });
  await page.goto(`/profile/${partnerId}`);
  await expect(checklist.getByText('4 of 6 done')).toBeVisible();

  // First update, through the step's link.
  await checklist.getByRole('link', { name: /Post an update/ }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/update$`));
  const updateForm = page.getByRole('form', { name: 'Post an update' });
  await updateForm.getByLabel('Message').fill('The drilling rig has arrived.');
  await updateForm.getByRole('button', { name: 'Post update' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}$`));
  await page.goto(`/profile/${partnerId}`);
  await expect(checklist.getByText('5 of 6 done')).toBeVisible();

  // First post, with a photo: the step jumps to the post form; once posted the checklist is complete and goes.
  await checklist.getByRole('link', { name: /Write a post/ }).click();
  const form = page.getByRole('form', { name: 'Write a community post' });
  await form.getByLabel('Share news with your community').fill('Water is flowing in Chikwawa!');
  await form.getByLabel('Photos').setInputFiles({ name: 'well.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Photos 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Publish post' }).click();
  await expect(form.getByRole('status')).toHaveText('Your post is published.');
  await expect(checklist).toHaveCount(0);
  const feed = page.getByRole('list', { name: 'Feed' });
  await feed.getByRole('article').filter({ hasText: 'Water is flowing in Chikwawa!' }).getByRole('button', { name: 'Pin to top' }).click();
  await expect(page.locator('.post-card--pinned')).toContainText('Water is flowing in Chikwawa!');
  await expectAccessible(page);

  // A donor finds the partner in its category and by its country.
  const donor = await signUpViaApi(request, { first_name: 'Dora', last_name: 'Donor' });
  const donorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await donorContext.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));
  const donorPage = await donorContext.newPage();
  await donorPage.goto('/partners/disability');
  await expect(donorPage.getByRole('heading', { level: 1, name: 'Disability partners' })).toBeVisible();
  await expect(await findPartnerCard(donorPage, 'Disability partners', org)).toBeVisible();
  await donorPage.goto('/partners');
  // The filtered list is fetched only once the new address has rendered (its loading state first), so once its answer
  // is in and nothing is loading, the list on screen is the filtered one; before that, it can still be the whole
  // directory's first page, whose "Next page" disappears under the walk.
  const filtered = donorPage.waitForResponse((r) => r.url().includes('/api/partners') && r.url().includes('filter_value=MW'));
  await donorPage.getByLabel('Country').selectOption({ label: 'Malawi' });
  await expect(donorPage).toHaveURL(/\/partners\?country=MW$/);
  await filtered;
  await expect(donorPage.locator('[aria-busy="true"]')).toHaveCount(0);
  const byCountry = await findPartnerCard(donorPage, 'Partners', org);
  await expectAccessible(donorPage);
  await byCountry.getByRole('link', { name: org }).click();
  await expect(donorPage.getByRole('heading', { level: 1, name: org })).toBeVisible();
  await expect(donorPage.getByRole('region', { name: 'Get your profile ready' })).toHaveCount(0);

  // Follows, likes and comments on the pinned post.
  await donorPage.getByRole('button', { name: `Follow ${org}` }).click();
  await expect(donorPage.getByRole('button', { name: `Following ${org}` })).toBeVisible();
  const pinned = donorPage.locator('.post-card--pinned');
  await pinned.getByRole('button', { name: /^Like · 0/ }).click();
  await expect(pinned.getByRole('button', { name: /^Liked · 1/ })).toHaveAttribute('aria-pressed', 'true');
  await pinned.getByRole('button', { name: '0 comments' }).click();
  await pinned.getByLabel('Your comment').fill('So happy for Chikwawa!');
  await pinned.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(pinned.getByRole('list', { name: 'Comments' }).getByText('So happy for Chikwawa!')).toBeVisible();
  await expectAccessible(donorPage);

  // And gives to the partner's project.
  await donorPage.goto(`/project/${project.id}`);
  const give = givePanel(donorPage);
  await give.chooseAmount('$25');
  await give.fillCard(TEST_CARDS.visa);
  await give.submit();
  await expect(give.region.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(give.region).toContainText(`Your gift of $25.00 to ${project.title} has been received.`);

  // Having given, the donor reviews the partner: the review, its average and the good-rating badge show.
  await donorPage.goto(`/profile/${partnerId}`);
  const reviews = donorPage.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const reviewForm = reviews.getByRole('form', { name: 'Publish review' });
  await reviewForm.getByLabel('Your rating').selectOption('5');
  await reviewForm.getByLabel('Your review').fill('We watched the well go in, step by step. Honest and quick.');
  await reviewForm.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviews.getByRole('status').first()).toHaveText('Thank you: your review is published.');
  const review = reviews.getByRole('listitem', { name: 'Dora Donor' });
  await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(reviews.getByText('5.0 average from 1 review')).toBeVisible();
  await expect(reviews.getByText('Good rating')).toBeVisible();
  await expect(donorPage.locator('.profile-header').getByRole('link', { name: '5.0 from 1 review' })).toBeVisible();
  await expect(donorPage.locator('.profile-header').getByText('Good rating')).toBeVisible();
  await expectAccessible(donorPage);
  // The partner's directory card carries the rating too.
  await donorPage.goto('/partners/disability');
  await expect(await findPartnerCard(donorPage, 'Disability partners', org)).toContainText(/5\.0 \(1 review\)\s*Good rating/);
  await partnerContext.close();
  await donorContext.close();
});
