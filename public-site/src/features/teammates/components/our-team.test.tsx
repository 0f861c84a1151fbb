import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '@/testing/render-app';
import { OurTeam } from './our-team';

const member = (id: number, name: string, position: number) => ({
  id,
  partner_id: 12,
  name,
  title: 'Director',
  bio: 'Runs the wells.',
  photo_url: null,
  position,
});
const team = { data: [member(1, 'Amina Odhiambo', 0), member(2, 'Joe Kamau', 1)], total: 2 };

describe('the our_team child', () => {
  it('shows the team to visitors, without the controls', async () => {
    renderWithServices(<OurTeam partnerId="12" canManage={false} />, { routes: { 'GET /users/12/teammates': { body: team } } });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Amina Odhiambo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Amina Odhiambo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a team member' })).not.toBeInTheDocument();
  });

  it('shows an empty team', async () => {
    renderWithServices(<OurTeam partnerId="12" canManage={false} />, {
      routes: { 'GET /users/12/teammates': { body: { data: [], total: 0 } } },
    });
    expect(await screen.findByText('No team members yet')).toBeInTheDocument();
  });

  it('lets the partner add a member, showing the server’s field errors under the fields, and move one', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { fake } = renderWithServices(<OurTeam partnerId="12" canManage />, {
      routes: {
        'GET /users/12/teammates': { body: team },
        'POST /users/12/teammates': () =>
          tries++ === 0
            ? { status: 422, body: { message: 'Title: too long', errors: { title: ['Write at most 100 characters'] } } }
            : { status: 201, body: member(3, 'Lea Njeri', 2) },
        'PUT /users/12/teammates/order': { body: { data: [team.data[1], team.data[0]], total: 2 } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Add a team member' });
    await user.click(within(form).getByRole('button', { name: 'Add to the team' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(/Name is required/);
    expect(fake.callsTo('POST /users/12/teammates')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Name'), 'Lea Njeri');
    await user.type(within(form).getByLabelText(/^Title/), 'Nurse');
    await user.click(within(form).getByRole('button', { name: 'Add to the team' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Title/)).toHaveAccessibleDescription(/Write at most 100 characters/));
    expect(within(form).getByLabelText('Name')).toHaveValue('Lea Njeri');
    await user.click(within(form).getByRole('button', { name: 'Add to the team' }));
    expect(await screen.findByText('Lea Njeri was added to the team.')).toBeInTheDocument();
    expect(fake.callsTo('POST /users/12/teammates').at(-1)!.body).toEqual({ name: 'Lea Njeri', title: 'Nurse', bio: '', photo_url: null });

    await user.click(screen.getByRole('button', { name: 'Move Joe Kamau up' }));
    expect(await screen.findByText('Joe Kamau moved up.')).toBeInTheDocument();
    expect(fake.callsTo('PUT /users/12/teammates/order')[0]!.body).toEqual({ ids: [2, 1] });
    expect(screen.getByRole('button', { name: 'Move Amina Odhiambo up' })).toBeDisabled();
  });
});
