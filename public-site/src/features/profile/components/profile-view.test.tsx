import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { getFlag } from '@/lib/local-flags';
import { renderWithServices } from '@/testing/render-app';
import { ProfileView } from './profile-view';

const author = {
  id: 12,
  first_name: 'Arun',
  last_name: 'Author',
  photo_url: null,
  cover_url: null,
  bio: 'Building wells.',
  country_code: 'KE',
  organization_name: 'Water For All',
  show_organization_name: true,
  followers_count: 4,
  following_count: 1,
  projects_count: 2,
  is_partner: true,
  is_sponsor: false,
  logged_in_user_is_follower: false,
};

describe('ProfileView', () => {
  it('shows the organisation name, details and counts', async () => {
    renderWithServices(<ProfileView profileId="12" />, { routes: { 'GET /users/12': { body: author } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Water For All' })).toBeInTheDocument();
    expect(screen.getByText('Arun Author')).toBeInTheDocument();
    expect(screen.getByText('Partner organisation · Kenya')).toBeInTheDocument();
    expect(screen.getByText('Building wells.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 followers' })).toBeInTheDocument();
  });

  it('offers a logged-out visitor to log in to follow, remembering the page', async () => {
    const user = userEvent.setup();
    renderWithServices(<ProfileView profileId="12" />, { url: '/profile/12', routes: { 'GET /users/12': { body: author } } });
    await user.click(await screen.findByRole('link', { name: 'Log in to follow' }));
    expect(getFlag('prevUrl')).toBe('/profile/12');
  });

  it('lays the mobile profile out for a phone: the action in a bar at the bottom, the sections on one scrolling row', async () => {
    const { container } = renderWithServices(<ProfileView profileId="12" mobile basePath="/profile.m/12" />, {
      url: '/profile.m/12',
      routes: { 'GET /users/12': { body: author }, 'GET /users/12/feed/v2': { body: { data: [], total: 0 } } },
    });
    const bar = await screen.findByRole('region', { name: 'Profile actions' });
    expect(within(bar).getByRole('link', { name: 'Log in to follow' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in to follow' })).toHaveLength(1);
    expect(container.querySelector('.profile')).toHaveClass('profile--mobile');
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(tabs).toHaveClass('profile-tabs--scroll');
    expect(within(tabs).getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/profile.m/12/our_team');
  });

  it('keeps the action in the header on the normal profile', async () => {
    renderWithServices(<ProfileView profileId="12" />, { url: '/profile/12', routes: { 'GET /users/12': { body: author } } });
    expect(await screen.findByRole('link', { name: 'Log in to follow' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile actions' })).not.toBeInTheDocument();
  });

  it('follows, showing the counts the server answers', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<ProfileView profileId="12" />, {
      routes: {
        'GET /users/12': { body: author },
        'POST /users/12/followers': { status: 201, body: { followers_count: 5, following_count: 1, logged_in_user_is_follower: true } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Follow Water For All' }));
    expect(await screen.findByRole('button', { name: '5 followers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following Water For All' })).toHaveAttribute('aria-pressed', 'true');
    expect(fake.callsTo('POST /users/12/followers')[0]?.authorization).toBe('Bearer tok');
  });

  it('lists followers, with an empty state', async () => {
    const user = userEvent.setup();
    renderWithServices(<ProfileView profileId="12" />, {
      routes: {
        'GET /users/12': { body: { ...author, following_count: 0 } },
        'GET /users/12/followers': {
          body: { data: [{ ...author, id: 3, first_name: 'Fay', last_name: 'Fan', show_organization_name: false }], total: 1 },
        },
        'GET /users/12/following': { body: { data: [], total: 0 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: '4 followers' }));
    expect(await screen.findByRole('link', { name: 'Fay Fan' })).toHaveAttribute('href', '/profile/3');
    await user.click(screen.getByRole('button', { name: '0 following' }));
    expect(await screen.findByText('Not following anyone yet')).toBeInTheDocument();
  });

  it('says so when the profile does not exist, and offers a retry on other failures', async () => {
    renderWithServices(<ProfileView profileId="99" />, {
      routes: { 'GET /users/99': { status: 404, body: { message: 'User not found' } } },
    });
    expect(await screen.findByText('We could not find this profile')).toBeInTheDocument();

    const user = userEvent.setup();
    const { fake } = renderWithServices(<ProfileView profileId="98" />, {
      routes: { 'GET /users/98': { status: 500, body: { message: 'Internal Server Error' } } },
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    fake.on('GET /users/98', { body: { ...author, id: 98 } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Water For All' })).toBeInTheDocument());
  });
});
