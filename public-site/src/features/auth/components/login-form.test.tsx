import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { locationNow, renderWithServices } from '@/testing/render-app';
import { accountUser } from '@/testing/fixtures';
import { LoginForm } from './login-form';

const WRONG = { status: 422, body: { message: 'Email or password is incorrect', errors: { email: ['Email or password is incorrect'] } } };

describe('LoginForm', () => {
  it('checks the fields before sending, focusing the first invalid one', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<LoginForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fake.callsTo('POST /login')).toHaveLength(0);
  });

  it('shows the response message under the email field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithServices(<LoginForm />, { routes: { 'POST /login': WRONG } });
    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email or password is incorrect'));
    expect(email).toHaveFocus();
    // Also read out by a live region, as focus may not have moved.
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('There is a problem: Email or password is incorrect');
    expect(email).toHaveValue('dana@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows a rate-limit answer the same way', async () => {
    const user = userEvent.setup();
    renderWithServices(<LoginForm />, {
      routes: { 'POST /login': { status: 429, body: { message: 'Too many attempts. Please wait a moment and try again.' } } },
    });
    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Too many attempts/));
  });

  it('shows a network failure for the whole form', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<LoginForm />);
    fake.on('POST /login', () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });

  it('marks the button busy while the call runs', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    renderWithServices(<LoginForm />, {
      routes: { 'POST /login': () => new Promise((resolve) => (release = () => resolve(WRONG))) },
    });
    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Password'), 'whatever-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('logs in: stores the session, posts the login info and lands per the rules', async () => {
    const user = userEvent.setup();
    const { fake, store } = renderWithServices(<LoginForm />, {
      url: '/login',
      routes: {
        'POST /login': { body: { token: 'tok-1', user: accountUser({ id: 7, amount_given_cents: 0 }) } },
        'POST /users/7/update-login-info': { body: {} },
      },
    });
    await user.type(screen.getByLabelText('Email'), 'Erin@Example.test ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(locationNow()).toBe('/staffpicks'));
    expect(fake.callsTo('POST /login')[0]?.body).toEqual({ email: 'Erin@Example.test', password: 'correct-horse-42' });
    expect(store.getState()).toMatchObject({ isAuthenticated: true, userId: '7' });
    await waitFor(() => expect(fake.callsTo('POST /users/7/update-login-info')).toHaveLength(1));
  });

  it('accepts an invitation when auth_token is in the query, failure going to invitation_status=error', async () => {
    const user = userEvent.setup();
    renderWithServices(<LoginForm />, {
      url: '/login?auth_token=abc&invitation_id=12',
      routes: {
        'POST /login': { body: { token: 'tok-1', user: accountUser({ id: 7 }) } },
        'GET /partners/12/collaborator_invitations/accept_invitation': { status: 404, body: { message: 'Not Found' } },
      },
    });
    await user.type(screen.getByLabelText('Email'), 'erin@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(locationNow()).toBe('/profile/12?invitation_status=error'));
  });
});
