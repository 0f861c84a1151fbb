import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../testing/fake-fetch.js';
import { renderAdmin } from '../testing/render-admin.js';
import { GiftList } from './gift-list.js';
import { GiftShow } from './gift-show.js';
import { reconciliation } from './gift-display.js';

const gift = {
  id: 41,
  status: 'succeeded',
  project_id: 3,
  project_title: 'Deep well',
  donor_id: 9,
  donor_name: 'Dana Donor',
  donor_email: 'dana@example.test',
  recipient_id: 2,
  recipient_name: 'Water org',
  amount_cents: 4321,
  tip_cents: 100,
  gift_card_cents: 0,
  gift_card_id: null,
  card_cents: 4421,
  platform_fee_cents: 0,
  stripe_fee_cents: 0,
  monthly_gift: false,
  subscription_id: null,
  anonymous: false,
  payment_provider: 'sandbox',
  gift_at: '2025-03-05T23:30:00.000Z',
  refunded_at: null,
  refund_reason: null,
  refunded_by_id: null,
};
const detail = {
  ...gift,
  ledger_entries: [
    { journal: 'gift:41', account: 'donor_card:41', amount_cents: -4421 },
    { journal: 'gift:41', account: 'project:3', amount_cents: 4321 },
    { journal: 'gift:41', account: 'platform:tips', amount_cents: 100 },
  ],
  project_amount_raised_cents: 10_000,
  project_ledger_cents: 10_000,
  project_goal_amount_cents: 50_000,
  project_funded_at: null,
  project_half_funded_at: null,
  processor_refund: null,
};
const refunded = {
  ...detail,
  status: 'refunded',
  refunded_at: '2025-03-06T10:00:00.000Z',
  refund_reason: 'Given twice',
  ledger_entries: [
    ...detail.ledger_entries,
    ...detail.ledger_entries.map((l) => ({ ...l, journal: 'gift_refund:41', amount_cents: -l.amount_cents })),
  ],
  project_amount_raised_cents: 5_679,
  project_ledger_cents: 5_679,
  processor_refund: { id: 're_sbx_1', amount_cents: 4421, status: 'succeeded' },
};

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('gifts', () => {
  it('lists gifts newest first with dollars and status, sorting and filtering on the server', async () => {
    const calls = renderAdmin('/gifts', { name: 'gifts', list: GiftList }, { 'GET /api/gifts': json({ data: [gift], total: 1 }) });
    const row = (await screen.findByText('Dana Donor')).closest('tr')!;
    expect(row.textContent).toContain('$43.21');
    expect(row.textContent).toContain('Succeeded');
    expect(queryOf(calls[0]!.url)).toMatchObject({ limit: '25', offset: '0', sort: 'gift_at', order: 'desc' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Refunded' }));
    await waitFor(() => expect(calls.some((c) => queryOf(c.url)['status'] === 'refunded')).toBe(true));
  });

  it('shows the books, asks for a reason before refunding, then shows the refund', async () => {
    let done = false;
    const calls = renderAdmin(
      '/gifts/41/show',
      { name: 'gifts', show: GiftShow },
      {
        'GET /api/gifts/41': () => Response.json(done ? refunded : detail),
        'POST /api/gifts/41/refund': () => {
          done = true;
          return Response.json(refunded);
        },
      },
    );
    expect((await screen.findByRole('status')).textContent).toContain('Reconciled');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("$44.21 goes back to the donor's card");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund the gift' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Given twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund the gift' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/gifts/41/refund']));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Given twice' });
    expect(await screen.findByText('Given twice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Ledger lines' }).textContent).toContain('gift_refund:41');
  });

  it('tells when the books do not reconcile', () => {
    expect(reconciliation(detail).ok).toBe(true);
    expect(reconciliation({ ...detail, project_ledger_cents: 1 })).toMatchObject({ ok: false, projectMatches: false });
    expect(reconciliation({ ...detail, ledger_entries: detail.ledger_entries.slice(1) })).toMatchObject({ ok: false, linesBalance: false });
  });
});
