import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeSessionCookies } from '@/lib/cookies';
import { renderWithServices } from '@/testing/render-app';
import { OnboardingChecklist } from './onboarding-checklist';

const counts = {
  user_id: 12,
  photo: 1,
  cover: 0,
  bio: 1,
  projects: 1,
  active_projects: 1,
  funded_projects: 0,
  updates: 0,
  community_posts: 0,
  followers: 0,
  donors: 0,
  encouragements: 0,
  encouragements_answered: 0,
};

describe('OnboardingChecklist', () => {
  it('shows what is done and links each open step to where it is done', async () => {
    writeSessionCookies('tok', 12);
    const { fake } = renderWithServices(<OnboardingChecklist profileId="12" />, {
      routes: {
        'GET /users/12/owner-checkup': { body: counts },
        'GET /projects/owner-projects': { body: { data: [{ id: 44 }], total: 1 } },
      },
    });
    expect(await screen.findByText('3 of 6 done')).toBeInTheDocument();
    const cover = screen.getByText('Add a cover photo').closest('li')!;
    expect(within(cover).getByRole('link')).toHaveAttribute('href', '/personal');
    const post = screen.getByText('Publish your first community post').closest('li')!;
    expect(within(post).getByRole('link')).toHaveAttribute('href', expect.stringContaining('#community-post-form'));
    const update = screen.getByText('Post your first project update').closest('li')!;
    expect(await within(update).findByRole('link', { name: /Post an update/ })).toHaveAttribute('href', '/project/44/update');
    const photo = screen.getByText('Add a profile photo').closest('li')!;
    expect(within(photo).queryByRole('link')).toBeNull();
    expect(fake.callsTo('GET /users/12/owner-checkup')[0]?.authorization).toBe('Bearer tok');
  });

  it('is hidden once every step is done', async () => {
    writeSessionCookies('tok', 12);
    const all = { ...counts, cover: 1, updates: 2, community_posts: 1 };
    const { fake, container } = renderWithServices(<OnboardingChecklist profileId="12" />, {
      routes: { 'GET /users/12/owner-checkup': { body: all }, 'GET /projects/owner-projects': { body: { data: [], total: 0 } } },
    });
    await vi.waitFor(() => expect(fake.callsTo('GET /users/12/owner-checkup')).toHaveLength(1));
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(screen.queryByText(/of 6 done/)).toBeNull();
  });

  it('offers a retry when the counts cannot be loaded', async () => {
    writeSessionCookies('tok', 12);
    renderWithServices(<OnboardingChecklist profileId="12" />, {
      routes: { 'GET /users/12/owner-checkup': { status: 500, body: { message: 'Internal Server Error' } } },
    });
    expect(await screen.findByText('Your checklist could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
