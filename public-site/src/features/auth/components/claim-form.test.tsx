import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAnonToken, writeAnonToken } from '@/lib/cookies';
import { accountUser } from '@/testing/fixtures';
import { locationNow, renderWithServices } from '@/testing/render-app';
import { ClaimForm } from './claim-form';

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email/), 'guest@example.test');
  await user.type(screen.getByLabelText(/^Password/), 'correct-horse-42');
  await user.click(screen.getByRole('button', { name: 'Claim my account' }));
}

describe('ClaimForm (spec §4, §8)', () => {
  it.each(['Password is invalid', 'You already have an account. Please add correct password to login'])(
    'shows "%s" and keeps the anonymous token',
    async (message) => {
      const user = userEvent.setup();
      writeAnonToken('anon-1');
      const dropped = vi.fn();
      renderWithServices(<ClaimForm anonToken="anon-1" onTokenDropped={dropped} />, {
        routes: { 'POST /users/anonymous/claim': { status: 422, body: { message, errors: { password: [message] } } } },
      });
      await fillAndSubmit(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(readAnonToken()).toBe('anon-1');
      expect(dropped).not.toHaveBeenCalled();
      expect(screen.getByLabelText(/^Email/)).toHaveValue('guest@example.test');
    },
  );

  it('drops the anonymous token after any other failure', async () => {
    const user = userEvent.setup();
    writeAnonToken('anon-1');
    const dropped = vi.fn();
    renderWithServices(<ClaimForm anonToken="anon-1" onTokenDropped={dropped} />, {
      routes: { 'POST /users/anonymous/claim': { status: 403, body: { message: 'Only a guest account can be claimed.' } } },
    });
    await fillAndSubmit(user);
    await waitFor(() => expect(dropped).toHaveBeenCalledWith('Only a guest account can be claimed.'));
    expect(readAnonToken()).toBeUndefined();
  });

  it('sends the anonymous token as the bearer, removes it on success and navigates after 200 ms', async () => {
    const user = userEvent.setup();
    writeAnonToken('anon-1');
    const { fake, store } = renderWithServices(<ClaimForm anonToken="anon-1" onTokenDropped={vi.fn()} />, {
      url: '/claim',
      routes: {
        'POST /users/anonymous/claim': { body: { token: 'full', user: accountUser({ id: 3, amount_given_cents: 1500 }) } },
        'POST /users/3/update-login-info': { body: {} },
      },
    });
    await user.type(screen.getByLabelText(/^First name/), 'Gina');
    await fillAndSubmit(user);
    await waitFor(() => expect(store.getState().isAuthenticated).toBe(true));
    const [call] = fake.callsTo('POST /users/anonymous/claim');
    expect(call?.authorization).toBe('Bearer anon-1');
    expect(call?.body).toEqual({ email: 'guest@example.test', password: 'correct-horse-42', first_name: 'Gina' });
    expect(readAnonToken()).toBeUndefined();
    expect(locationNow()).toBe('/claim');
    await waitFor(() => expect(locationNow()).toBe('/'));
  });
});
