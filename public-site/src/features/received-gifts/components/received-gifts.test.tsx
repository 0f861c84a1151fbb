import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import type { FakeHandler } from '@/testing/fake-api';
import { renderWithServices } from '@/testing/render-app';
import { ReceivedGifts } from './received-gifts';

const gift = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  gift_at: `2026-03-0${id}T14:07:09Z`,
  amount_cents: 2_500,
  tip_cents: 0,
  monthly_gift: false,
  anonymous: false,
  dedicatee_name: null,
  donor: { id: 100 + id, name: `Donor ${id}`, photo_url: null },
  donor_name: `Donor ${id}`,
  project: { id: 40, title: 'A well for Kisumu' },
  encouragement: null,
  ...overrides,
});

const period = { data: [], datestart: '2026-01-01', dateend: '2026-03-31', total: 4, total_amount_cents: 12_345, total_amount: 123.45 };

function renderReceived(routes: Record<string, FakeHandler>) {
  writeSessionCookies('tok', 7);
  return renderWithServices(<ReceivedGifts userId="7" />, {
    routes: {
      'GET /users/7/received-gifts-by-period': { body: period },
      'GET /users/7/received-gifts': { body: { data: [], total: 0 } },
      ...routes,
    },
  });
}

describe('ReceivedGifts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists received gifts newest first, pages with "Show more", and offers the right thank-you action per gift', async () => {
    const user = userEvent.setup();
    const { fake } = renderReceived({
      'GET /users/7/received-gifts': (req) =>
        req.query.get('offset') === '0'
          ? {
              body: {
                data: [
                  gift(3, {
                    encouragement: { id: 91, has_response_from_recipient: false },
                    dedicatee_name: 'Grandma Jo',
                    monthly_gift: true,
                  }),
                  gift(2, { encouragement: { id: 92, has_response_from_recipient: true }, tip_cents: 500 }),
                ],
                total: 3,
              },
            }
          : { body: { data: [gift(1, { donor: null, donor_name: 'Anonymous', anonymous: true })], total: 3 } },
    });
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('strong').textContent)).toEqual(['Donor 3', 'Donor 2']);
    expect(rows[0]).toHaveTextContent('03/03/2026');
    expect(rows[0]).toHaveTextContent('Dedicated to Grandma Jo');
    expect(rows[0]).toHaveTextContent('$25.00 (monthly)');
    expect(within(rows[0]!).getByRole('button', { name: 'Thank Donor 3, A well for Kisumu, 03/03/2026' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Thanked')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(fake.callsTo('GET /users/7/received-gifts')[0]?.authorization).toBe('Bearer tok');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Anonymous')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Draft a thank-you to Anonymous/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(fake.callsTo('GET /users/7/received-gifts').map((c) => [c.query.get('limit'), c.query.get('offset')])).toEqual([
      ['30', '0'],
      ['30', '2'],
    ]);
  });

  it("shows the period total, refuses a reversed period locally and shows the server's field errors", async () => {
    const user = userEvent.setup();
    const { fake } = renderReceived({
      'GET /users/7/received-gifts-by-period': (req) =>
        req.query.get('datestart') === '2019-01-01'
          ? { status: 422, body: { message: 'Validation failed', errors: { dateend: ['A period can be at most five years'] } } }
          : { body: { ...period, datestart: req.query.get('datestart'), dateend: req.query.get('dateend') } },
    });
    const totals = screen.getByRole('region', { name: 'Totals by period' });
    expect(await within(totals).findByText(/4 gifts received from 01\/01\/2026/)).toHaveTextContent('$123.45');
    const from = within(totals).getByLabelText('From');
    const to = within(totals).getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.clear(to);
    await user.type(to, '2026-04-01');
    await user.click(within(totals).getByRole('button', { name: 'Show total' }));
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date');
    const calls = fake.callsTo('GET /users/7/received-gifts-by-period').length;

    await user.clear(from);
    await user.type(from, '2019-01-01');
    await user.click(within(totals).getByRole('button', { name: 'Show total' }));
    await waitFor(() => expect(to).toHaveAccessibleDescription('A period can be at most five years'));
    expect(within(totals).queryByText(/gifts received from/)).not.toBeInTheDocument();
    const sent = fake.callsTo('GET /users/7/received-gifts-by-period');
    expect(sent).toHaveLength(calls + 1);
    expect(sent.at(-1)?.query.get('dateend')).toBe('2026-04-01');

    await user.clear(from);
    await user.type(from, '2026-02-01');
    await user.click(within(totals).getByRole('button', { name: 'Show total' }));
    expect(await within(totals).findByText(/received from 01\/02\/2026 to 01\/04\/2026/)).toBeInTheDocument();
    expect(to).not.toHaveAccessibleDescription();
  });

  it('downloads every received gift as CSV with the session, and says when it fails', async () => {
    const user = userEvent.setup();
    const created = vi.fn((blob: Blob) => (blob.type.startsWith('text/csv') ? 'blob:csv' : 'blob:other'));
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(`${this.download} ${this.href}`);
    });
    let answer: FakeHandler = {
      file: { bytes: new TextEncoder().encode('date,amount\n'), type: 'text/csv; charset=utf-8', name: 'storyfund-received-gifts-7.csv' },
    };
    const { fake } = renderReceived({ 'GET /users/7/all-received-gifts': (req) => (typeof answer === 'function' ? answer(req) : answer) });
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    expect(await screen.findByText('Your spreadsheet is downloading.')).toBeInTheDocument();
    expect(names).toEqual(['storyfund-received-gifts-7.csv blob:csv']);
    const call = fake.callsTo('GET /users/7/all-received-gifts')[0];
    expect(call?.query.get('format')).toBe('csv');
    expect(call?.authorization).toBe('Bearer tok');

    answer = { status: 403, body: { message: 'You cannot see these gifts.' } };
    await user.click(screen.getByRole('button', { name: 'Download all (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot see these gifts.');
    expect(names).toHaveLength(1);
  });
});
