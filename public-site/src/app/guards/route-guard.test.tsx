import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { getFlag } from '@/lib/local-flags';
import { accountUser, projectItem } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';

const donor = accountUser({ id: 7, amount_given_cents: 2500 });

describe('route guards (spec §2) over the real route table', () => {
  it('a login-required route stores prevUrl, goes to /login, and returns there after login', async () => {
    const user = userEvent.setup();
    renderApp({
      url: '/personal?tab=password',
      routes: {
        'POST /login': { body: { token: 'tok', user: donor } },
        'POST /users/7/update-login-info': { body: {} },
        'GET /users/7': { body: donor },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(locationNow()).toBe('/login');
    expect(getFlag('prevUrl')).toBe('/personal?tab=password');

    await user.type(screen.getByLabelText('Email'), 'erin@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(locationNow()).toBe('/personal?tab=password');
    expect(getFlag('prevUrl')).toBeUndefined();
  });

  it('sign-in views send a logged-in user to / (and on to /foryou)', async () => {
    renderApp({ url: '/login', session: { userId: 7 }, routes: { 'GET /users/7': { body: donor } } });
    await waitFor(() => expect(locationNow()).toBe('/foryou'));
    expect(await screen.findByRole('heading', { name: 'Hello, Erin' })).toBeInTheDocument();
  });

  it('/29 reached while logged in sets the partnersignup29 flag', async () => {
    renderApp({ url: '/29', session: { userId: 7 }, routes: { 'GET /users/7': { body: donor } } });
    await waitFor(() => expect(locationNow()).toBe('/foryou'));
    expect(getFlag('partnersignup29')).toBe('1');
  });

  it('admin-only routes send a non-admin to /, after reloading the user', async () => {
    const { fake } = renderApp({ url: '/stats', session: { userId: 7 }, routes: { 'GET /users/7': { body: donor } } });
    await waitFor(() => expect(locationNow()).toBe('/foryou'));
    expect(fake.callsTo('GET /users/7').length).toBeGreaterThan(0);
  });

  it('admin-only routes send a freshly loaded admin to the matching back-office page', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    renderApp({
      url: '/admin/users',
      session: { userId: 1 },
      routes: { 'GET /users/1': { body: accountUser({ id: 1, is_admin: true }) } },
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/backoffice/admin'));
    replace.mockRestore();
  });

  it('sales staff reach the sales routes in the back-office, and are sent to / from the others', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    const sales = accountUser({ id: 3, is_sales: true });
    renderApp({ url: '/pipeline', session: { userId: 3 }, routes: { 'GET /users/3': { body: sales } } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/backoffice/pipeline'));
    replace.mockRestore();
  });

  it('sales staff are sent to / from /tools', async () => {
    const sales = accountUser({ id: 3, is_sales: true });
    renderApp({ url: '/tools', session: { userId: 3 }, routes: { 'GET /users/3': { body: sales } } });
    await waitFor(() => expect(locationNow()).toBe('/foryou'));
  });

  it('/logout while logged out goes to the main page', async () => {
    renderApp({ url: '/logout' });
    expect(await screen.findByRole('heading', { name: 'Fund the stories that change lives' })).toBeInTheDocument();
    expect(locationNow()).toBe('/');
  });

  it('a 401 while reloading the user logs out locally, and the guard runs again', async () => {
    renderApp({
      url: '/personal',
      session: { userId: 7 },
      routes: { 'GET /users/7': { status: 401, body: { message: 'Authentication required' } } },
    });
    await waitFor(() => expect(document.cookie).not.toContain('id_token'));
    await waitFor(() => expect(locationNow()).toBe('/login'));
    expect(getFlag('prevUrl')).toBe('/personal');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a failed user load (not 401) is ignored: the session stays', async () => {
    renderApp({
      url: '/foryou',
      session: { userId: 7 },
      routes: { 'GET /users/7': { status: 500, body: { message: 'Internal Server Error' } } },
    });
    expect(await screen.findByRole('link', { name: 'Log out' })).toBeInTheDocument();
    expect(document.cookie).toContain('id_token=test-token');
  });
});

describe('entry route and redirects', () => {
  it('shows the landing page to a visitor who is not logged in', async () => {
    renderApp({ url: '/' });
    expect(await screen.findByRole('heading', { name: 'Fund the stories that change lives' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
  });

  it('sends a partner to their profile', async () => {
    renderApp({
      url: '/',
      session: { userId: 5 },
      routes: { 'GET /users/5': { body: accountUser({ id: 5, is_partner: true, first_name: 'Water' }) } },
    });
    await waitFor(() => expect(locationNow()).toBe('/profile/5'));
  });

  it('sends a user who has given nothing to /staffpicks', async () => {
    renderApp({
      url: '/',
      session: { userId: 7 },
      routes: {
        'GET /users/7': { body: accountUser({ id: 7, amount_given_cents: 0 }) },
        'GET /projects/staff-picks': { body: { data: [projectItem()], total: 1 } },
      },
    });
    await waitFor(() => expect(locationNow()).toBe('/staffpicks'));
    expect(await screen.findByRole('link', { name: 'A well for Kisumu' })).toHaveAttribute('href', '/project/41');
  });

  it('/upload goes to the own profile with showUpload=1', async () => {
    renderApp({ url: '/upload', session: { userId: 7 }, routes: { 'GET /users/7': { body: donor } } });
    await waitFor(() => expect(locationNow()).toBe('/profile/7?showUpload=1'));
  });

  it('a non-numeric profile id and an unknown path go to the main page', async () => {
    renderApp({ url: '/profile/not-a-number' });
    await waitFor(() => expect(locationNow()).toBe('/'));
    renderApp({ url: '/no/such/page' });
    await waitFor(() => expect(locationNow()).toBe('/'));
  });
});

describe('logout', () => {
  it('revokes the token, clears the session and goes to /foryou after 300 ms', async () => {
    const { fake } = renderApp({
      url: '/logout',
      session: { userId: 7, token: 'tok-9' },
      routes: { 'GET /users/7': { body: donor }, 'POST /logout': { body: { message: 'Logged out' } } },
    });
    expect(await screen.findByText('Logging you out…')).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('POST /logout')[0]?.authorization).toBe('Bearer tok-9'));
    await waitFor(() => expect(locationNow()).toBe('/foryou'));
    expect(document.cookie).not.toContain('id_token');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
