import { expect, test } from '../support/backoffice-fixtures.js';
import { giftCardCreatePage, newVisitorBudgetPage, readBudget, writeBudget } from '../support/backoffice-gift-cards.js';
import { layout } from '../support/backoffice-layout.js';
import { listPage } from '../support/backoffice-list-page.js';

test('an admin opens the new-visitor offer, then creates a promotional gift card and finds it in the list', async ({
  adminPage: page,
  adminSession,
  request,
}) => {
  // The budget is one row for the whole server: put back what was there, whatever happens here.
  const before = await readBudget(request, adminSession.token);
  try {
    await page.goto('/backoffice/');
    await layout(page).menuItem('New-visitor gift cards').click();
    const budget = newVisitorBudgetPage(page);
    await expect(budget.heading).toBeVisible();

    await budget.choosePeriod('Week');
    await budget.maxCards.fill('5');
    await budget.maxAmount.fill('');
    await budget.cardAmount.fill('10');
    await budget.saveButton.click();
    await expect(budget.notification).toContainText('New-visitor gift cards saved.');
    await expect(budget.offerState).toHaveText('The offer is open: $10.00 a card, up to 5 cards a week.');

    // Saved on the server: a fresh load shows it.
    await budget.navigate();
    await expect(budget.maxCards).toHaveValue('5');
    await expect(budget.cardAmount).toHaveValue('10');
    await expect(budget.offerState).toHaveText('The offer is open: $10.00 a card, up to 5 cards a week.');

    const recipient = `Promo Pat ${Date.now().toString(36)}`;
    await layout(page).menuItem('Gift cards').click();
    await page.getByRole('link', { name: 'New gift card' }).click();
    const create = giftCardCreatePage(page);
    await create.amount.fill('12.34');
    await create.chooseKind('Promotional');
    await create.recipientName.fill(recipient);
    await create.saveButton.click();

    const cards = listPage(page, 'gift-cards');
    await expect(page).toHaveURL(/\/backoffice\/gift-cards$/);
    const row = cards.row(recipient);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Front page');
    await expect(row).toContainText('$12.34');
    await expect(row).toContainText('Created');
    await expect(row.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(row).toContainText(/[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/);
  } finally {
    await writeBudget(request, adminSession.token, before);
  }
});
