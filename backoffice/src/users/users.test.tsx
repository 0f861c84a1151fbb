import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../testing/fake-fetch.js';
import { renderAdmin } from '../testing/render-admin.js';
import { UserEdit } from './user-edit.js';
import { UserList } from './user-list.js';
import { UserShow } from './user-show.js';

const dana = {
  id: 12,
  first_name: 'Dana',
  last_name: 'Donor',
  email: 'dana.donor@demo.storyfund.local',
  organization_name: null,
  show_organization_name: false,
  bio: 'Monthly giver since 2023.',
  country_code: 'US',
  physical_address: null,
  is_admin: false,
  is_partner: false,
  is_premium: false,
  is_white_labeled_partner: false,
  guest_user: false,
  is_anonymous: false,
  amount_given_cents: 123450,
  created_at: '2025-02-01T12:00:00.000Z',
  last_logged_at: '2025-03-05T14:07:09.000Z',
  banned_at: null,
  notification_frequency: 'week',
  unsubscribed: false,
  roles: [{ controlled_user_id: 3, role: 'project_manager' }],
};
const water = {
  ...dana,
  id: 3,
  first_name: 'Clean',
  last_name: 'Team',
  organization_name: 'Clean Water Collective',
  is_partner: true,
  is_premium: true,
  roles: [],
};

describe('user list', () => {
  it('shows each user with kinds, country name, dollars and UTC dates', async () => {
    renderAdmin('/users', { name: 'users', list: UserList }, { 'GET /api/users': json({ data: [water, dana], total: 2 }) });
    const row = (await screen.findByText('Dana Donor')).closest('tr')!;
    expect(within(row).getByText('dana.donor@demo.storyfund.local')).toBeInTheDocument();
    expect(within(row).getByText('United States')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2025 14:07:09')).toBeInTheDocument();
    const partnerRow = screen.getByText('Clean Water Collective').closest('tr')!;
    expect(within(partnerRow).getByText('Partner')).toBeInTheDocument();
    expect(within(partnerRow).getByText('Premium')).toBeInTheDocument();
  });
});

describe('user list sorting', () => {
  it('asks the server for newest first, then for the column a header sorts by', async () => {
    const calls = renderAdmin('/users', { name: 'users', list: UserList }, { 'GET /api/users': json({ data: [water, dana], total: 2 }) });
    await screen.findByText('Dana Donor');
    const lists = () => calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/users?'));
    expect(lists()[0]!.url).toContain('sort=created_at&order=desc');
    fireEvent.click(screen.getByText('Given'));
    await waitFor(() => expect(lists().some((c) => c.url.includes('sort=amount_given_cents'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

describe('user show', () => {
  it('lists collaborator roles with their labels and accounts', async () => {
    renderAdmin(
      '/users/12/show/roles',
      { name: 'users', show: UserShow, recordRepresentation: 'organization_name' },
      {
        'GET /api/users/12': json(dana),
        'GET /api/users/3': json(water),
      },
    );
    const table = await screen.findByRole('table', { name: 'Collaborator roles' });
    expect(within(table).getByText('Project Manager')).toBeInTheDocument();
    expect(await within(table).findByText('Clean Water Collective')).toBeInTheDocument();
  });
});

describe('user edit', () => {
  it('checks names with the shared rule before calling the API', async () => {
    const calls = renderAdmin('/users/12', { name: 'users', edit: UserEdit }, { 'GET /api/users/12': json(dana) });
    const firstName = await screen.findByLabelText(/First name/);
    fireEvent.change(firstName, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it("sends only the changed fields and shows the API's field errors on the form", async () => {
    const calls = renderAdmin(
      '/users/12',
      { name: 'users', edit: UserEdit },
      {
        'GET /api/users/12': json(dana),
        'PATCH /api/users/12': json({ message: 'Validation failed', errors: { last_name: ['is not allowed here'] } }, 422),
      },
    );
    fireEvent.change(await screen.findByLabelText(/Last name/), { target: { value: 'Doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('is not allowed here')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ last_name: 'Doe' }));
  });
});
