import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectItem, publicProfile } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';

const customRoutes = [
  { custom_route: 'Well-Kisumu', project_id: 41, user_id: null },
  { custom_route: 'waterforall', project_id: null, user_id: 12 },
];
const projectRoutes = {
  'GET /projects/41': { body: projectItem() },
  'GET /projects/41/timeline': { body: { data: [], total: 0 } },
  'GET /projects/41/givers-ver2': { body: { data: [], total: 0 } },
};

describe('route behaviours of spec §2 over the real route table', () => {
  it('replaces a numeric project URL by its custom route, keeping query and hash', async () => {
    renderApp({ url: '/project/41?ref=mail#timeline-title', customRoutes, routes: projectRoutes });
    await waitFor(() => expect(locationNow()).toBe('/Well-Kisumu?ref=mail#timeline-title'));
    expect(await screen.findByRole('heading', { level: 1, name: 'A well for Kisumu' })).toBeInTheDocument();
  });

  it('opens a custom project route in any letter case', async () => {
    const { fake } = renderApp({ url: '/WELL-kisumu', customRoutes, routes: projectRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'A well for Kisumu' })).toBeInTheDocument();
    expect(locationNow()).toBe('/WELL-kisumu');
    expect(fake.callsTo('GET /projects/41')).not.toHaveLength(0);
  });

  it('opens a custom profile route, and replaces the numeric profile URL by it', async () => {
    renderApp({ url: '/profile/12', customRoutes, routes: { 'GET /users/12': { body: publicProfile() } } });
    await waitFor(() => expect(locationNow()).toBe('/waterforall'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Water For All' })).toBeInTheDocument();
  });

  it('sends a non-numeric project id to the main page, unless the route is custom', async () => {
    renderApp({ url: '/project/abc', customRoutes });
    await waitFor(() => expect(locationNow()).toBe('/'));
    renderApp({ url: '/featuredproject/x1' });
    await waitFor(() => expect(locationNow()).toBe('/'));
  });

  it('/woods opens the project whose id the config names', async () => {
    const { fake } = renderApp({
      url: '/woods',
      routes: {
        'GET /config': {
          body: { environment: 'development', marketing_url: null, dev_mailbox: false, features: {}, woods_project_id: 1028 },
        },
        'GET /projects/1028': { body: projectItem({ id: 1028, title: 'The woods' }) },
        'GET /projects/1028/timeline': { body: { data: [], total: 0 } },
        'GET /projects/1028/givers-ver2': { body: { data: [], total: 0 } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'The woods' })).toBeInTheDocument();
    expect(fake.callsTo('GET /projects/1028')).not.toHaveLength(0);
    await waitFor(() => expect(document.cookie).toContain('starting_project_id=1028'));
  });
});
