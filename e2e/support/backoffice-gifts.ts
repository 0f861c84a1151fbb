import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { confirmDialog } from './backoffice-confirm.js';
import { showPage } from './backoffice-show-page.js';

/** A gift made through the public API as a browser would (the sandbox's test card); answers its id. */
export async function giveViaApi(request: APIRequestContext, token: string, projectId: number, amountCents: number): Promise<number> {
  const response = await request.post(`/api/projects/${projectId}/gifts`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { amount_cents: amountCents, tip_cents: 0, payment_method_id: 'pm_card_visa' },
  });
  if (response.status() !== 201) throw new Error(`gift failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { gift: { id: number } }).gift.id;
}

/** The first demo project whose title matches `q`. */
export async function projectIdByTitle(request: APIRequestContext, q: string): Promise<number> {
  const response = await request.get(`/api/projects?q=${encodeURIComponent(q)}&limit=1`);
  const [project] = ((await response.json()) as { data: { id: number }[] }).data;
  if (!project) throw new Error(`no project matches ${q}`);
  return project.id;
}

/** The gift's page (/backoffice/gifts/{id}/show): its fields, its books, the refund and the conversion. */
export function giftShowPage(page: Page) {
  const show = showPage(page, 'gifts');
  return {
    ...show,
    refundButton: page.getByRole('button', { name: 'Refund', exact: true }),
    reconciled: page.getByRole('status').filter({ hasText: 'econciled' }),
    ledgerLines: page.getByRole('table', { name: 'Ledger lines' }),
    convertButton: page.getByRole('button', { name: 'Convert', exact: true }),
    conversions: page.getByRole('table', { name: 'Conversions' }),

    /** Asks for the refund, gives the reason in the confirmation and confirms. */
    async refund(reason: string) {
      await this.refundButton.click();
      const dialog = confirmDialog(page);
      await dialog.field('Reason').fill(reason);
      await dialog.confirm('Refund the gift');
    },

    /** Opens the conversion, picks the project whose title starts with `title` from the autocomplete and gives the reason (not confirmed). */
    async chooseConversion(title: string, reason: string) {
      await this.convertButton.click();
      const dialog = confirmDialog(page);
      await dialog.dialog.getByRole('combobox', { name: 'Move to project' }).fill(title);
      await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
      await dialog.field('Reason').fill(reason);
      return dialog;
    },
  };
}
