import type { APIRequestContext, Page } from '@playwright/test';

/** The new-visitor gift card budget page (/backoffice/new-visitor-gift-cards). */
export function newVisitorBudgetPage(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'New-visitor gift cards' }),
    /** The line saying whether the offer is open, and on what terms. */
    offerState: page.getByRole('status').filter({ hasText: /The offer is/ }),
    maxCards: page.getByRole('spinbutton', { name: 'Max cards' }),
    maxAmount: page.getByRole('spinbutton', { name: 'Max amount ($)' }),
    cardAmount: page.getByRole('spinbutton', { name: 'Card amount ($)' }),
    saveButton: page.getByRole('button', { name: 'Save' }),
    /** react-admin's notification snackbar. */
    notification: page.getByRole('alert'),

    async navigate() {
      await page.goto('/backoffice/new-visitor-gift-cards');
      await this.heading.waitFor();
    },

    async choosePeriod(label: 'Day' | 'Week' | 'Month') {
      await page.getByRole('combobox', { name: /Period/ }).click();
      await page.getByRole('option', { name: label, exact: true }).click();
    },
  };
}

/** The gift card create form (/backoffice/gift-cards/create). */
export function giftCardCreatePage(page: Page) {
  return {
    amount: page.getByRole('spinbutton', { name: 'Amount ($)' }),
    recipientName: page.getByRole('textbox', { name: 'Recipient name' }),
    recipientEmail: page.getByRole('textbox', { name: 'Recipient email' }),
    saveButton: page.getByRole('button', { name: 'Save' }),

    async chooseKind(label: string) {
      await page.getByRole('combobox', { name: /Kind/ }).click();
      await page.getByRole('option', { name: label, exact: true }).click();
    },
  };
}

export interface NewUserBudget {
  period: 'day' | 'week' | 'month';
  max_cards: number;
  max_amount_cents: number | null;
  card_amount_cents: number;
}

/** The budget through the API, so a test can put back what it found (other suites share the server). */
export async function readBudget(request: APIRequestContext, token: string): Promise<NewUserBudget> {
  const response = await request.get('/api/gift-cards/new-user-budget', { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`budget read failed: ${response.status()} ${await response.text()}`);
  const { period, max_cards, max_amount_cents, card_amount_cents } = (await response.json()) as NewUserBudget;
  return { period, max_cards, max_amount_cents, card_amount_cents };
}

export async function writeBudget(request: APIRequestContext, token: string, budget: NewUserBudget): Promise<void> {
  const response = await request.put('/api/gift-cards/new-user-budget', { data: budget, headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`budget write failed: ${response.status()} ${await response.text()}`);
}
