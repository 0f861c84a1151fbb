import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setFlag } from '@/lib/local-flags';
import { accountUser } from '@/testing/fixtures';
import { locationNow, renderWithServices } from '@/testing/render-app';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';

describe('ResetRequestForm', () => {
  it('sends the email and shows the answer', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<ResetRequestForm />, {
      routes: { 'GET /users/password-reset': { body: { message: 'If an account exists for that email, we have sent it a link.' } } },
    });
    await user.type(screen.getByLabelText('Email'), 'erin@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that email, we have sent it a link.');
    expect(fake.callsTo('GET /users/password-reset')[0]?.query.get('email')).toBe('erin@example.test');
  });

  it('shows the message of a failure as the reset error', async () => {
    const user = userEvent.setup();
    renderWithServices(<ResetRequestForm />, {
      routes: { 'GET /users/password-reset': { status: 429, body: { message: 'Too many attempts.' } } },
    });
    await user.type(screen.getByLabelText('Email'), 'erin@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});

describe('ResetPasswordForm', () => {
  async function submit(user: ReturnType<typeof userEvent.setup>, password = 'brand-new-pass', confirm = password) {
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Repeat the new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it('checks the two passwords match before sending', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<ResetPasswordForm token="t1" />);
    await submit(user, 'brand-new-pass', 'brand-new-pasz');
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords do not match');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it.each([
    [
      'the message',
      { message: 'This reset link is invalid or has expired.', error: 'ignored' },
      'This reset link is invalid or has expired.',
    ],
    ['else the error', { error: 'Token consumed' }, 'Token consumed'],
    ['else each field first error', { errors: { token: ['Bad token', 'x'], password: ['Too weak'] } }, 'Bad token Too weak'],
  ])('a failure shows %s', async (_, body, text) => {
    const user = userEvent.setup();
    renderWithServices(<ResetPasswordForm token="t1" />, { routes: { 'POST /users/password-reset': { status: 422, body } } });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-pass');
  });

  it('logs in with the new password and returns to prevUrl', async () => {
    const user = userEvent.setup();
    setFlag('prevUrl', '/personal');
    const { fake, store } = renderWithServices(<ResetPasswordForm token="t1" />, {
      url: '/password-reset?token=t1',
      routes: {
        'POST /users/password-reset': { body: { token: 'after-reset', user: accountUser({ id: 7 }) } },
        'POST /users/7/update-login-info': { body: {} },
      },
    });
    await submit(user);
    await waitFor(() => expect(locationNow()).toBe('/personal'));
    expect(fake.callsTo('POST /users/password-reset')[0]?.body).toEqual({ token: 't1', password: 'brand-new-pass' });
    expect(store.getState().isAuthenticated).toBe(true);
  });
});
