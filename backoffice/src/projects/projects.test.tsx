import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminProject } from '@storyfund/shared/contract';
import { json } from '../testing/fake-fetch.js';
import { renderAdmin } from '../testing/render-admin.js';
import { ProjectList } from './project-list.js';

const woods: AdminProject = {
  id: 7,
  title: 'The Woods',
  owner_id: 3,
  owner_name: 'Clean Water Collective',
  status: 'active',
  amount_raised_cents: 123450,
  goal_amount_cents: 500000,
  gifts_count: 4,
  funded_at: null,
  created_at: '2025-03-05T14:07:09.000Z',
  closed_at: null,
  banned_at: null,
  ban_reason: null,
  is_staff_pick: false,
  staff_picked_at: null,
  is_force_staff_pick: false,
  is_featured: true,
  is_special: false,
  has_final_visual_update: false,
};
const banned: AdminProject = {
  ...woods,
  id: 8,
  title: 'Spam farm',
  status: 'banned',
  ban_reason: 'Spam',
  banned_at: '2025-03-06T00:00:00.000Z',
};

const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/projects/admin?'));
// The grid's first render is slow in jsdom on a loaded machine: wait for it generously (this is not a timing assertion).
const SLOW = { timeout: 15_000 };
const grid = () => screen.findByRole('grid', { name: 'Projects' }, SLOW);

describe('projects grid', { timeout: 60_000 }, () => {
  it('shows every status from GET /projects/admin, newest first, with dollars, UTC dates and the row tools', async () => {
    const calls = renderAdmin(
      '/projects',
      { name: 'projects', list: ProjectList },
      { 'GET /api/projects/admin': json({ data: [woods, banned], total: 2 }) },
    );
    const table = await grid();
    const row = (await within(table).findByText('The Woods', {}, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('05/03/2025 14:07:09')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Staff-pick: The Woods' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Unfeature: The Woods' })).toBeInTheDocument();
    const spam = within(table).getByText('Spam farm').closest('[role="row"]') as HTMLElement;
    expect(within(spam).getByText('banned')).toBeInTheDocument();
    const url = new URL(listCalls(calls)[0]!.url, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ sort: 'created_at', order: 'desc', limit: '25', offset: '0' });
  });

  it('asks the server for the sort a column header sets', async () => {
    const calls = renderAdmin(
      '/projects',
      { name: 'projects', list: ProjectList },
      { 'GET /api/projects/admin': json({ data: [woods], total: 1 }) },
    );
    const table = await grid();
    await within(table).findByText('The Woods', {}, SLOW);
    fireEvent.click(
      within(table)
        .getByRole('columnheader', { name: /Raised/ })
        .querySelector('.MuiDataGrid-columnHeaderTitleContainer')!,
    );
    await waitFor(() => expect(listCalls(calls).some((c) => c.url.includes('sort=amount_raised_cents&order=asc'))).toBe(true), SLOW);
  });

  it('bans from the Tools dialog only with a reason, and sends it', async () => {
    const calls = renderAdmin(
      '/projects',
      { name: 'projects', list: ProjectList },
      {
        'GET /api/projects/admin': json({ data: [woods], total: 1 }),
        'POST /api/projects/7/ban': json({ id: 7 }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Tools: The Woods' }, SLOW));
    const tools = await screen.findByRole('dialog', { name: 'Tools: “The Woods”' }, SLOW);
    fireEvent.click(within(tools).getByRole('button', { name: 'Ban: The Woods' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ban: “The Woods”?' }, SLOW);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ban' }));
    expect(await within(confirm).findByText('Please give a reason', {}, SLOW)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(confirm).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Fraud reports' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ban' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/projects/7/ban', body: { reason: 'Fraud reports' } }),
    );
  });
});
