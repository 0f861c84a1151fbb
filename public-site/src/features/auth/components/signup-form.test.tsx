import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getFlag } from '@/lib/local-flags';
import { accountUser } from '@/testing/fixtures';
import { locationNow, renderWithServices } from '@/testing/render-app';
import { SignupForm } from './signup-form';

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, submit = 'Create account') {
  await user.type(screen.getByLabelText('First name'), 'Erin');
  await user.type(screen.getByLabelText('Last name'), 'Example');
  await user.type(screen.getByLabelText('Email'), 'erin@example.test');
  await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('SignupForm', () => {
  it('validates every field with the shared rules before sending', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<SignupForm />);
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters At least 8 characters.');
    expect(fake.callsTo('POST /users')).toHaveLength(0);
  });

  it('shows the first entry of each field error under its field (409 email taken)', async () => {
    const user = userEvent.setup();
    const { store } = renderWithServices(<SignupForm />, {
      routes: {
        'POST /users': {
          status: 409,
          body: {
            message: 'An account with this email already exists. Please log in instead.',
            errors: { email: ['An account with this email already exists', 'second message'] },
          },
        },
      },
    });
    await fillAndSubmit(user);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('erin@example.test');
    expect(screen.getByLabelText('First name')).toHaveValue('Erin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().registering).toBe(false);
  });

  it('shows several field errors at once', async () => {
    const user = userEvent.setup();
    renderWithServices(<SignupForm />, {
      routes: {
        'POST /users': {
          status: 422,
          body: { message: 'Validation failed', errors: { first_name: ['Too long'], password: ['Too common'] } },
        },
      },
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Too long'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too common At least 8 characters.');
  });

  it('without field errors shows the message, else the error field, for the whole form', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<SignupForm />, {
      routes: { 'POST /users': { status: 429, body: { message: 'Too many sign-ups from here. Try later.' } } },
    });
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-ups from here. Try later.');
    expect(alert).toHaveFocus();

    fake.on('POST /users', { status: 400, body: { error: 'Bot check failed' } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Bot check failed'));
  });

  it('sets the registering flag during the call and lands a new donor on /staffpicks', async () => {
    const user = userEvent.setup();
    let registeringDuringCall: boolean | undefined;
    const { store } = renderWithServices(<SignupForm />, {
      url: '/signup',
      routes: {
        'POST /users': () => {
          registeringDuringCall = store.getState().registering;
          return { status: 201, body: { token: 'tok', user: accountUser({ id: 9, amount_given_cents: 0, email_confirmation_at: null }) } };
        },
        'POST /users/9/update-login-info': { body: {} },
      },
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(locationNow()).toBe('/staffpicks'));
    expect(registeringDuringCall).toBe(true);
    expect(store.getState()).toMatchObject({ registering: false, isAuthenticated: true, userId: '9' });
    expect(getFlag('userJustSignupWithEmail')).toBe('1');
  });

  it('as a partner asks for the organisation, checks it with the shared rules and sends it with the sign-up', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<SignupForm partner submitLabel="Create partner account" />, {
      url: '/partnersignup',
      routes: {
        'POST /users': { status: 201, body: { token: 'tok', user: accountUser({ id: 9, is_partner: true }) } },
        'POST /users/9/update-login-info': { body: {} },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create partner account' }));
    expect(screen.getByLabelText('Organization name')).toHaveAccessibleDescription('Organization name is required');
    expect(screen.getByRole('group', { name: 'What your organization works on' })).toHaveAccessibleDescription(
      'Choose at least one category Choose one to five.',
    );
    expect(screen.getByLabelText(/Registration or tax number/)).toHaveAccessibleDescription(
      'Registration or tax number is required Your charity registration or tax identification number.',
    );
    expect(fake.callsTo('POST /users')).toHaveLength(0);

    await user.type(screen.getByLabelText('Organization name'), 'Clean Water Trust');
    await user.selectOptions(screen.getByLabelText('Country'), 'KE');
    await user.click(screen.getByLabelText('Water'));
    await user.click(screen.getByLabelText('Children'));
    await user.type(screen.getByLabelText(/Registration or tax number/), 'EIN 12-3456789');
    await user.click(screen.getByLabelText('My organization is tax-exempt'));
    await fillAndSubmit(user, 'Create partner account');
    await waitFor(() => expect(fake.callsTo('POST /users')).toHaveLength(1));
    expect(fake.callsTo('POST /users')[0]!.body).toEqual({
      email: 'erin@example.test',
      password: 'correct-horse-42',
      first_name: 'Erin',
      last_name: 'Example',
      is_partner: true,
      organization_name: 'Clean Water Trust',
      country_code: 'KE',
      categories: ['Water', 'Children'],
      registration_number: 'EIN 12-3456789',
      tax_exempt: true,
    });
  });
});
