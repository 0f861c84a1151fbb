import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../testing/fake-fetch.js';
import { renderAdmin } from '../testing/render-admin.js';
import { GiftList } from './gift-list.js';
import { GiftShow } from './gift-show.js';
import { reconciliation } from './gift-display.js';
import { conversionSummary } from './convert-gift-button.js';

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
  conversions: [],
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

  it('converts after a target and a reason are given, stating the amounts, then shows the conversion', async () => {
    const target = { id: 7, title: 'Original well', amount_raised_cents: 1_000, goal_amount_cents: 5_000 };
    const converted = {
      ...detail,
      project_id: 7,
      project_title: 'Original well',
      project_amount_raised_cents: 5_321,
      project_ledger_cents: 5_321,
      conversions: [
        {
          from_project_id: 3,
          from_project_title: 'Deep well',
          to_project_id: 7,
          to_project_title: 'Original well',
          reason: 'Posted twice',
          by_id: 1,
          at: '2025-03-07T08:00:00.000Z',
        },
      ],
    };
    let done = false;
    const calls = renderAdmin(
      '/gifts/41/show',
      { name: 'gifts', show: GiftShow },
      {
        'GET /api/gifts/41': () => Response.json(done ? converted : detail),
        'GET /api/gifts/41/convert-targets': json({ data: [target] }),
        'POST /api/gifts/41/convert': () => {
          done = true;
          return Response.json(converted);
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Convert' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the gift' }));
    expect(await within(dialog).findByText('Choose the project the gift moves to.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Move to project/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Original well (#7)' }));
    expect(within(dialog).getByTestId('conversion-summary').textContent).toContain(conversionSummary(detail, target));
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Posted twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move the gift' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/gifts/41/convert']));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ project_id: 7, from_project_id: 3, reason: 'Posted twice' });
    expect((await screen.findByRole('table', { name: 'Conversions' })).textContent).toContain('Deep well (#3)');
  });

  it('states what moves where', () => {
    expect(conversionSummary(detail, { id: 7, title: 'Original well', amount_raised_cents: 1_000, goal_amount_cents: 5_000 })).toBe(
      '$43.21 moves from “Deep well” (raised $100.00 → $56.79) to “Original well” (raised $10.00 → $53.21).',
    );
  });
});
