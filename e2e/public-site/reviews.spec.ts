import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { sessionCookies, signUpViaApi, uniqueEmail } from '../support/api.js';
import { expectAccessible, expectFitsPhoneWidth } from '../support/a11y.js';
import { createProjectViaApi } from '../support/projects.js';

test('a donor who gave reviews the partner, the partner answers, someone reports it; at 375 px too', async ({
  browser,
  request,
  baseURL,
}) => {
  const signup = await request.post('/api/users', {
    data: {
      email: uniqueEmail('reviews'),
      password: 'correct-horse-42',
      first_name: 'Rae',
      last_name: 'Partner',
      is_partner: true,
      organization_name: 'Lake Clinic Trust',
      country_code: 'UG',
      categories: ['Medical'],
      registration_number: 'UG-NGO-812',
    },
  });
  expect(signup.status()).toBe(201);
  const partner = (await signup.json()) as { token: string; user: { id: number } };
  const project = await createProjectViaApi(request, partner.token, { categories: ['Medical'], country_code: 'UG' });

  // A donor gives to the partner's project (the sandbox's test card), then reviews it on the profile.
  const donor = await signUpViaApi(request, { first_name: 'Rita', last_name: 'Reviewer' });
  const gift = await request.post(`/api/projects/${project.id}/gifts`, {
    data: { amount_cents: 5_000, payment_method_id: 'pm_card_visa' },
    headers: { Authorization: `Bearer ${donor.token}`, 'Idempotency-Key': randomUUID() },
  });
  expect(gift.status(), await gift.text()).toBe(201);

  const donorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await donorContext.addCookies(sessionCookies(baseURL!, donor.token, donor.user.id));
  const donorPage = await donorContext.newPage();
  await donorPage.goto(`/profile/${partner.user.id}#reviews`);
  const reviews = donorPage.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Publish review' });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByLabel('Your rating')).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
  await expect(form.getByLabel('Your review')).toHaveAccessibleDescription('Please write a few words about this partner');
  await form.getByLabel('Your rating').selectOption('4');
  await form.getByLabel('Your review').fill('The clinic posts every receipt. Lovely team.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviews.getByRole('status').first()).toHaveText('Thank you: your review is published.');
  const mine = reviews.getByRole('listitem', { name: 'Rita Reviewer' });
  await expect(mine.getByText('The clinic posts every receipt. Lovely team.')).toBeVisible();
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(reviews.getByText('4.0 average from 1 review')).toBeVisible();
  await expect(reviews.getByText('Good rating')).toBeVisible();
  // The header shows the rating too, linking to the reviews.
  await expect(donorPage.locator('.profile-header').getByRole('link', { name: '4.0 from 1 review' })).toBeVisible();
  await expect(donorPage.locator('.profile-header').getByText('Good rating')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  // Edit it: the rating changes in place.
  await mine.getByRole('button', { name: 'Edit your review' }).click();
  await mine.getByLabel('Your rating').selectOption('5');
  await mine.getByRole('button', { name: 'Save review' }).click();
  await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expectAccessible(donorPage);

  // The partner answers it publicly.
  const partnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await partnerContext.addCookies(sessionCookies(baseURL!, partner.token, partner.user.id));
  const partnerPage = await partnerContext.newPage();
  await partnerPage.goto(`/profile/${partner.user.id}#reviews`);
  const partnerReviews = partnerPage.getByRole('region', { name: 'Reviews' });
  const review = partnerReviews.getByRole('listitem', { name: 'Rita Reviewer' });
  await review.getByRole('button', { name: 'Answer to Rita Reviewer' }).click();
  await review.getByRole('button', { name: 'Publish answer' }).click();
  await expect(review.getByLabel('Your public answer')).toHaveAccessibleDescription('Please write your answer');
  await review.getByLabel('Your public answer').fill('Thank you, Rita! See you at the opening.');
  await review.getByRole('button', { name: 'Publish answer' }).click();
  await expect(review.getByText('Thank you, Rita! See you at the opening.')).toBeVisible();
  await expect(review.getByText('Answer from the partner')).toBeVisible();
  await expectAccessible(partnerPage);

  // Someone else, on a phone, reads the answer and reports the review to the moderators.
  const reader = await signUpViaApi(request, { first_name: 'Ola', last_name: 'Other' });
  const readerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await readerContext.addCookies(sessionCookies(baseURL!, reader.token, reader.user.id));
  const readerPage = await readerContext.newPage();
  await readerPage.goto(`/profile/${partner.user.id}#reviews`);
  const seen = readerPage.getByRole('region', { name: 'Reviews' }).getByRole('listitem', { name: 'Rita Reviewer' });
  await expect(seen.getByText('Thank you, Rita! See you at the opening.')).toBeVisible();
  await expect(readerPage.getByRole('region', { name: 'Reviews' }).getByText(/Only donors who gave/)).toBeVisible();
  await seen.getByRole('button', { name: 'Report the review by Rita Reviewer' }).click();
  await seen.getByRole('button', { name: 'Send report' }).click();
  await expect(seen.getByLabel('Why are you reporting it?')).toHaveAccessibleDescription(/Choose one of/);
  await seen.getByLabel('Why are you reporting it?').selectOption('harassment');
  await seen.getByRole('button', { name: 'Send report' }).click();
  await expect(seen.getByRole('status')).toHaveText('Thank you: our moderators will look at this review.');
  await expectFitsPhoneWidth(readerPage);
  await expectAccessible(readerPage);

  await donorContext.close();
  await partnerContext.close();
  await readerContext.close();
});
