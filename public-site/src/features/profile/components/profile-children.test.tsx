import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectItem } from '@/testing/fixtures';
import { renderWithServices } from '@/testing/render-app';
import { ProfileView } from './profile-view';

const partner = {
  id: 12,
  first_name: 'Arun',
  last_name: 'Author',
  photo_url: null,
  cover_url: null,
  bio: null,
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

describe('a profile’s children and header numbers', () => {
  it('shows raised, projects and donors, and the children as links with the open one marked', async () => {
    renderWithServices(<ProfileView profileId="12" child="projects" basePath="/waterforall" />, {
      routes: {
        'GET /users/12': { body: partner },
        'GET /users/12/profile-stats': {
          body: { user_id: 12, raised_cents: 1_250_000, projects_count: 2, donors_count: 31, followers_count: 4 },
        },
        'GET /projects/owner-projects': { body: { data: [projectItem()], total: 1 } },
        'GET /users/12/closed-projects': { body: { data: [], total: 0 } },
      },
    });
    expect(await screen.findByText('$12,500')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/waterforall');
    expect(within(tabs).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Community news' })).toHaveAttribute('href', '/waterforall/community_news');
    expect(within(tabs).getByRole('link', { name: 'Our team' })).toHaveAttribute('href', '/waterforall/our_team');
    expect(await screen.findByRole('list', { name: 'Active projects' })).toBeInTheDocument();
    expect(await screen.findByText('No closed projects')).toBeInTheDocument();
  });

  it('searches and sorts the projects through owner-projects', async () => {
    const user = userEvent.setup();
    const { fake } = renderWithServices(<ProfileView profileId="12" child="projects" />, {
      routes: {
        'GET /users/12': { body: partner },
        'GET /projects/owner-projects': { body: { data: [], total: 0 } },
        'GET /users/12/closed-projects': { body: { data: [], total: 0 } },
      },
    });
    await screen.findByRole('list', { name: 'Active projects' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Least Left');
    await user.type(screen.getByLabelText('Search by title'), 'well');
    expect(await screen.findByText('No project matches this search')).toBeInTheDocument();
    const last = fake.callsTo('GET /projects/owner-projects').at(-1)!;
    expect(Object.fromEntries(last.query)).toMatchObject({ owner_id: '12', status: 'active', sort: 'Least Left', query: 'well' });
  });
});
