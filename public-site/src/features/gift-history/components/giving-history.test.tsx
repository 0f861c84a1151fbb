import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { renderWithServices } from '@/testing/render-app';
import { GivingHistory } from './giving-history';

const gift = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  gift_at: '2026-03-05T14:07:09Z',
  amount_cents: 2_500,
  tip_cents: 0,
  monthly_gift: false,
  anonymous: false,
  tax_exempt_gift: true,
  dedicatee_name: null,
  project: { id: 40 + id, title: `Project ${id}` },
  ...overrides,
});

const period = (data: unknown[], total = data.length) => ({
  data,
  datestart: '2026-01-01',
  dateend: '2026-03-31',
  total,
  total_amount_cents: 12_345,
});
const statements = { data: [{ year: 2025, gifts_count: 3, total_cents: 9_000, tax_exempt_cents: 6_000, sent_at: null }], total: 1 };

describe('GivingHistory', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the period\'s gifts with totals, pages with "Show more", and marks gifts without receipts', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<GivingHistory userId="7" />, {
      routes: {
        'GET /users/7/gifts-by-period': (req) =>
          req.query.get('offset') === '0'
            ? { body: period([gift(1), gift(2, { tax_exempt_gift: false, monthly_gift: true, tip_cents: 300 })], 3) }
            : { body: period([gift(3)], 3) },
        'GET /users/7/annual-statements': { body: statements },
      },
    });
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
    expect(screen.getByText(/3 gifts from 01\/01\/2026 to 31\/03\/2026/)).toHaveTextContent('$123.45');
    expect(screen.getByText('$25.00 (monthly) + $3.00 tip')).toBeInTheDocument();
    expect(screen.getByText('No tax receipt (recipient is not tax-exempt)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more gifts' }));
    expect(await screen.findByText('Project 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more gifts' })).not.toBeInTheDocument();
    expect(fake.callsTo('GET /users/7/gifts-by-period').map((c) => c.query.get('offset'))).toEqual(['0', '2']);
  });

  it("shows a reversed period under its field without asking the server, and the server's field errors too", async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<GivingHistory userId="7" />, {
      routes: {
        'GET /users/7/gifts-by-period': (req) =>
          req.query.get('datestart') === '2019-01-01'
            ? { status: 422, body: { message: 'Validation failed', errors: { dateend: ['A period can be at most five years'] } } }
            : { body: period([]) },
        'GET /users/7/annual-statements': { body: { data: [], total: 0 } },
      },
    });
    expect(await screen.findByText('No gifts in this period')).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.clear(to);
    await user.type(to, '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Show gifts' }));
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date');
    const calls = fake.callsTo('GET /users/7/gifts-by-period').length;
    await user.clear(from);
    await user.type(from, '2019-01-01');
    await user.click(screen.getByRole('button', { name: 'Show gifts' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription('A period can be at most five years'));
    expect(fake.callsTo('GET /users/7/gifts-by-period')).toHaveLength(calls + 1);
  });

  it('downloads a receipt with the session, emails it, and handles statements', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const created = vi.fn(() => 'blob:receipt');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { fake } = renderWithServices(<GivingHistory userId="7" />, {
      routes: {
        'GET /users/7/gifts-by-period': { body: period([gift(1)]) },
        'GET /gifts/1/receipt': {
          file: { bytes: new Uint8Array([37, 80, 68, 70]), type: 'application/pdf', name: 'storyfund-receipt-SF-2026-000001.pdf' },
        },
        'POST /users/7/send-tax-exempt-receipt': { body: { sent: true, receipt_number: 'SF-2026-000001', to: 'dee@example.test' } },
        'GET /users/7/annual-statements': { body: statements },
        'POST /users/7/annual-statements/2025/send': { status: 429, body: { message: 'Too many requests. Please try again later.' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Download the receipt for Project 1/ }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(fake.callsTo('GET /gifts/1/receipt')[0]?.authorization).toBe('Bearer tok');
    expect(created).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: /Email the receipt for Project 1/ }));
    expect(await screen.findByText('We emailed receipt SF-2026-000001 to you.')).toBeInTheDocument();
    expect(fake.callsTo('POST /users/7/send-tax-exempt-receipt')[0]?.body).toEqual({ gift_id: 1 });

    const statementsSection = screen.getByRole('region', { name: 'Yearly statements' });
    expect(within(statementsSection).getByText(/3 gifts, \$90\.00 \(\$60\.00 to tax-exempt partners\)/)).toBeInTheDocument();
    await user.click(within(statementsSection).getByRole('button', { name: 'Email it: the 2025 statement' }));
    expect(await within(statementsSection).findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
  });
});
