import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { accountUser, projectItem, timelineItem } from '@/testing/fixtures';
import { renderWithServices } from '@/testing/render-app';
import { ProjectView } from './project-view';

const givers = {
  data: [
    {
      name: 'Dana Donor',
      user: { id: 7, first_name: 'Dana', last_name: 'Donor', photo_url: null },
      is_anonymous: false,
      is_guest: false,
      amount_cents: 5000,
      gifts_count: 1,
      monthly: true,
      last_gift_at: '2025-03-02T10:00:00.000Z',
    },
    {
      name: 'Anonymous',
      user: null,
      is_anonymous: true,
      is_guest: false,
      amount_cents: 2500,
      gifts_count: 1,
      monthly: false,
      last_gift_at: '2025-03-02T09:00:00.000Z',
    },
    {
      name: 'Gina Guest',
      user: { id: 9, first_name: 'Gina', last_name: 'Guest', photo_url: null },
      is_anonymous: false,
      is_guest: true,
      amount_cents: 1000,
      gifts_count: 1,
      monthly: false,
      last_gift_at: '2025-03-01T09:00:00.000Z',
    },
  ],
  total: 3,
};

function routes(overrides: Record<string, { status?: number; body?: unknown }> = {}) {
  return {
    'GET /projects/41': { body: projectItem() },
    'GET /projects/41/timeline': {
      body: {
        data: [
          timelineItem({
            message: 'Thank you @[Dana](user:7)!',
            mentioned_users: [{ user_id: 7, name: 'Dana Donor', is_dedicatee: false }],
          }),
        ],
        total: 1,
      },
    },
    'GET /projects/41/givers-ver2': { body: givers },
    ...overrides,
  };
}

describe('ProjectView', () => {
  it('shows the project, its progress, owner, timeline with mentions, and givers as the API names them', async () => {
    renderWithServices(<ProjectView projectId="41" />, { routes: routes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'A well for Kisumu' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'A well for Kisumu: raised' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('$250')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo: A well for Kisumu' })).toHaveAttribute('src', '/demo/water.svg');
    const update = await screen.findByRole('article', { name: 'Update by Water For All' });
    expect(within(update).getByRole('link', { name: '@Dana Donor' })).toHaveAttribute('href', '/profile/7');
    const giverList = screen.getByRole('region', { name: 'Givers' });
    expect(await within(giverList).findByRole('link', { name: 'Dana Donor' })).toHaveAttribute('href', '/profile/7');
    expect(within(giverList).getByText('Anonymous')).not.toHaveAttribute('href');
    expect(within(giverList).getByText('Guest Donor')).not.toHaveAttribute('href');
    expect(within(giverList).queryByText('Gina Guest')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage this project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to follow this project' })).toBeInTheDocument();
  });

  it('plays a YouTube video by its id once asked to: its thumbnail until then, no player frame', async () => {
    const user = userEvent.setup();
    const { container } = renderWithServices(<ProjectView projectId="41" />, {
      routes: routes({ 'GET /projects/41': { body: projectItem({ video_url: 'https://youtu.be/aqz-KE-bpKQ' }) } }),
    });
    const play = await screen.findByRole('button', { name: 'Play Video: A well for Kisumu' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(play.querySelector('img')).toHaveAttribute('src', 'https://img.youtube.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
    // A thumbnail that cannot load goes, rather than showing a broken image; the button stays.
    fireEvent.error(play.querySelector('img')!);
    expect(play.querySelector('img')).toBeNull();
    await user.click(play);
    const player = screen.getByTitle('Video: A well for Kisumu');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });

  it('shows the owner controls to the project side, and closes the project', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 12);
    const { fake, store } = renderWithServices(<ProjectView projectId="41" />, {
      routes: routes({ 'POST /projects/41/close': { body: projectItem({ status: 'closed' }) } }),
    });
    store.setUser(accountUser({ id: 12, is_partner: true }));
    const controls = await screen.findByRole('region', { name: 'Manage this project' });
    expect(within(controls).getByRole('link', { name: 'Edit project' })).toHaveAttribute('href', '/projectedit/41');
    expect(within(controls).getByRole('link', { name: 'Post an update' })).toHaveAttribute('href', '/project/41/update');
    fake.on('GET /projects/41', { body: projectItem({ status: 'closed' }) });
    await user.click(within(controls).getByRole('button', { name: 'Close project' }));
    await user.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByText(/This project is closed/)).toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/close')).toHaveLength(1);
  });

  it('a collaborator with a content role may post updates but not edit', async () => {
    writeSessionCookies('tok', 30);
    const { store } = renderWithServices(<ProjectView projectId="41" />, { routes: routes() });
    store.setUser(accountUser({ id: 30, roles: [{ controlled_user_id: 12, role: 'content_manager' }] }));
    const controls = await screen.findByRole('region', { name: 'Manage this project' });
    expect(within(controls).getByRole('link', { name: 'Post an update' })).toBeInTheDocument();
    expect(within(controls).queryByRole('link', { name: 'Edit project' })).not.toBeInTheDocument();
  });

  it('follows the project and its owner, showing what the server answers', async () => {
    const user = userEvent.setup();
    writeSessionCookies('tok', 7);
    const { fake } = renderWithServices(<ProjectView projectId="41" />, {
      routes: routes({
        'POST /projects/41/followers': { status: 201, body: { project_id: 41, followers_count: 3, is_follower_of_project: true } },
        'POST /users/12/followers': { status: 201, body: { followers_count: 5, following_count: 1, logged_in_user_is_follower: true } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Follow this project' }));
    expect(await screen.findByRole('button', { name: 'Following this project' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/3 followers/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow Water For All' }));
    expect(await screen.findByRole('button', { name: 'Following Water For All' })).toBeInTheDocument();
    expect(screen.getByText(/5 followers/)).toBeInTheDocument();
    expect(fake.callsTo('POST /projects/41/followers')[0]?.authorization).toBe('Bearer tok');
  });

  it('says so when the project does not exist', async () => {
    renderWithServices(<ProjectView projectId="9" />, {
      routes: { 'GET /projects/9': { status: 404, body: { message: 'Project not found' } } },
    });
    expect(await screen.findByText('We could not find this project')).toBeInTheDocument();
  });
});
