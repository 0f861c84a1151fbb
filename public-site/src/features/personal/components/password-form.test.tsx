import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { accountUser } from '@/testing/fixtures';
import { renderWithServices } from '@/testing/render-app';
import { PasswordForm } from './password-form';

async function change(user: ReturnType<typeof userEvent.setup>, current = 'old-password-1') {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText(/^New password/), 'new-password-1');
  await user.type(screen.getByLabelText('Repeat the new password'), 'new-password-1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  it('shows a wrong current password under its field (422 errors.current_password)', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    renderWithServices(<PasswordForm user={accountUser({ id: 7 })} />, {
      routes: {
        'PATCH /users/7': {
          status: 422,
          body: {
            message: 'Current password: Current password is incorrect',
            errors: { current_password: ['Current password is incorrect'] },
          },
        },
      },
    });
    await change(user);
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    expect(current).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('new-password-1');
  });

  it('changes the password and empties the fields', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<PasswordForm user={accountUser({ id: 7 })} />, {
      routes: { 'PATCH /users/7': { body: accountUser({ id: 7 }) } },
    });
    await change(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(fake.callsTo('PATCH /users/7')[0]?.body).toEqual({ password: 'new-password-1', current_password: 'old-password-1' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('asks no current password of an account that has none (social sign-up)', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<PasswordForm user={accountUser({ id: 7, has_password: false })} />, {
      routes: { 'PATCH /users/7': { body: accountUser({ id: 7 }) } },
    });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await change(user, '');
    await waitFor(() => expect(fake.callsTo('PATCH /users/7')[0]?.body).toEqual({ password: 'new-password-1' }));
  });
});
