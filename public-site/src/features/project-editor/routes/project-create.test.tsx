import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountUser, projectItem } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';

const me = accountUser({ id: 7 });
const noDrafts = { 'GET /project-drafts': { body: { data: [], total: 0 } } };
const draft = {
  id: 5,
  user_id: 7,
  owner_id: null,
  data: {},
  created_at: '2025-03-05T14:07:09.000Z',
  updated_at: '2025-03-05T14:07:09.000Z',
};

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Title'), 'A well for Kisumu');
  await user.type(screen.getByLabelText('Description'), 'Clean water for 300 families.');
  await user.type(screen.getByLabelText('Goal (US dollars)'), '1250.50');
  await user.click(screen.getByRole('checkbox', { name: 'Water' }));
  await user.selectOptions(screen.getByLabelText('Country'), 'Kenya');
}

describe('/project/create', () => {
  it('needs a login', async () => {
    renderApp({ url: '/project/create' });
    await waitFor(() => expect(locationNow()).toBe('/login'));
  });

  it('checks the fields before sending, then shows the server field errors under their fields', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/project/create',
      session: { userId: 7 },
      routes: {
        'GET /users/7': { body: me },
        ...noDrafts,
        'POST /project-drafts': { status: 201, body: draft },
        'PATCH /project-drafts/5': { body: draft },
        'POST /projects': {
          status: 422,
          body: {
            message: 'Validation failed',
            errors: { title: ['Title must be at most 200 characters'], owner_id: ['Unknown account'] },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish project' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText(/^Goal/)).toHaveAccessibleDescription('Goal amount is required For example 500 or 1250.50');
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription('Please choose at least one category');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Country is required');
    expect(fake.callsTo('POST /projects')).toHaveLength(0);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publish project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown account');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title must be at most 200 characters');
    expect(fake.callsTo('POST /projects')[0]?.body).toEqual({
      title: 'A well for Kisumu',
      description: 'Clean water for 300 families.',
      goal_amount_cents: 125050,
      categories: ['Water'],
      country_code: 'KE',
      gift_type: 'one-time',
      photo_url: null,
      video_url: null,
    });
  });

  it('publishes, deletes the autosaved draft and opens the new project', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/project/create/monthly',
      session: { userId: 7 },
      routes: {
        'GET /users/7': { body: me },
        ...noDrafts,
        'POST /project-drafts': { status: 201, body: draft },
        'PATCH /project-drafts/5': { body: draft },
        'DELETE /project-drafts/5': { status: 204 },
        'POST /projects': { status: 201, body: projectItem({ id: 99 }) },
        'GET /projects/99': { body: projectItem({ id: 99 }) },
        'GET /projects/99/timeline': { body: { data: [], total: 0 } },
        'GET /projects/99/givers-ver2': { body: { data: [], total: 0 } },
      },
    });
    await fillValidForm(user);
    expect(await screen.findByText(/Draft saved/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fake.callsTo('POST /project-drafts')).toHaveLength(1);
    expect((fake.callsTo('POST /project-drafts')[0]?.body as { data: { gift_type: string } }).data.gift_type).toBe('monthly');
    await user.click(screen.getByRole('button', { name: 'Publish project' }));
    await waitFor(() => expect(locationNow()).toBe('/project/99'));
    expect(fake.callsTo('DELETE /project-drafts/5')).toHaveLength(1);
    expect((fake.callsTo('POST /projects')[0]?.body as { gift_type: string }).gift_type).toBe('monthly');
  });

  it('offers to restore the last draft', async () => {
    const user = userEvent.setup();
    renderApp({
      url: '/project/create',
      session: { userId: 7 },
      routes: {
        'GET /users/7': { body: me },
        'GET /project-drafts': {
          body: { data: [{ ...draft, data: { title: 'Saved title', categories: ['Water'], goal_amount_cents: '300' } }], total: 1 },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Restore draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Saved title');
    expect(screen.getByLabelText(/^Goal/)).toHaveValue('300');
    expect(screen.getByRole('checkbox', { name: 'Water' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Restore draft' })).not.toBeInTheDocument();
  });
});
