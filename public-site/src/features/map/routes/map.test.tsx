import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectItem } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';

const byCountry = {
  data: [
    { country_code: 'KE', country_name: 'Kenya', count: 7 },
    { country_code: 'PE', country_name: 'Peru', count: 3 },
  ],
  total: 2,
};

describe('/map', () => {
  it('draws the countries with projects and lists the projects of the one chosen', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/map',
      routes: { 'GET /projects/by-country': { body: byCountry }, 'GET /projects': { body: { data: [projectItem()], total: 1 } } },
    });
    const map = await screen.findByRole('group', { name: 'World map of projects' }, { timeout: 10_000 });
    expect(within(map).getByRole('button', { name: 'Kenya: 7 projects' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Peru: 3 projects' })).toBeInTheDocument();

    await user.click(within(map).getByRole('button', { name: 'Kenya: 7 projects' }));
    await waitFor(() => expect(locationNow()).toBe('/map?country=KE'));
    expect(await screen.findByRole('heading', { name: 'Projects in Kenya' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'A well for Kisumu' })).toBeInTheDocument();
    expect(fake.callsTo('GET /projects')[0]?.query.get('country_code')).toBe('KE');

    const list = screen.getByRole('navigation', { name: 'Countries with projects' });
    await user.click(within(list).getByRole('button', { name: 'Peru (3)' }));
    await waitFor(() => expect(locationNow()).toBe('/map?country=PE'));
    // Only Peru's projects, even from an API that ignored the filter.
    expect(await screen.findByText('No projects in Peru right now')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'A well for Kisumu' })).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    renderApp({ url: '/map', routes: { 'GET /projects/by-country': { body: { data: [], total: 0 } } } });
    expect(await screen.findByText('No projects on the map yet')).toBeInTheDocument();
  });
});
