import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import type { FakeHandler } from '@/testing/fake-api';
import { renderWithServices } from '@/testing/render-app';
import { DonationsTable } from './donations-table';

const gift = (id: number, donor: { id: number; name: string; email: string } | null, donorName: string) => ({
  id,
  gift_at: `2026-03-0${id}T14:07:09Z`,
  amount_cents: 2_500 * id,
  kind: id === 2 ? 'monthly' : 'one-time',
  project: { id: 40, title: 'A well for Kisumu' },
  donor,
  donor_name: donorName,
});

function renderTable(donations: FakeHandler) {
  writeSessionCookies('tok', 7);
  return renderWithServices(<DonationsTable partnerId={7} />, {
    routes: {
      'GET /projects/owner-projects': { body: { data: [{ id: 40, title: 'A well for Kisumu' }], total: 1 } },
      'GET /partners/7/donations': donations,
    },
  });
}

describe('DonationsTable', () => {
  it('shows an anonymous gift as "Anonymous" with no link, links a named donor, and sorts by amount on the server', async () => {
    const { fake } = renderTable({
      body: {
        data: [gift(1, { id: 5, name: 'Dana Donor', email: 'dana@example.org' }, 'Dana Donor'), gift(2, null, 'Anonymous')],
        total: 2,
      },
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Dana Donor' })).toHaveAttribute('href', '/donations/7/donors/5');
    expect(within(rows[2]!).getByText('Anonymous')).toBeInTheDocument();
    expect(
      within(rows[2]!)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['A well for Kisumu']);
    expect(within(rows[2]!).getByText('Monthly')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Amount/ }));
    expect(await screen.findByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    const last = fake.callsTo('GET /partners/7/donations').at(-1)!;
    expect(Object.fromEntries(last.query)).toMatchObject({ sort: 'amount', sort_direction: 'desc', offset: '0' });
  });

  it('puts a 422 from the API next to the filter that caused it', async () => {
    renderTable((request) =>
      request.query.get('q') === 'x'
        ? { status: 422, body: { message: 'Validation failed', errors: { q: ['Search for at least two letters'] } } }
        : { body: { data: [], total: 0 } },
    );
    expect(await screen.findByText('No gifts yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Search donors/), 'x');
    expect(await screen.findByText('Search for at least two letters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Search donors/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('flags an end date before the start under "To" without asking the API', async () => {
    const { fake } = renderTable({ body: { data: [], total: 0 } });
    await screen.findByText('No gifts yet');
    await userEvent.type(screen.getByLabelText('From'), '2026-02-10');
    await userEvent.type(screen.getByLabelText('To'), '2026-02-01');
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(fake.callsTo('GET /partners/7/donations').every((call) => call.query.get('dateend') !== '2026-02-01')).toBe(true);
  });
});
