import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountUser, projectItem } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';

const funded = projectItem({ id: 42, title: 'School roof', goal_amount_cents: 50000, stats: { amount_raised_cents: 50000 } });

describe('project listings over the real route table', () => {
  it('/almost shows cards with the owner, country, progress and the funded badge', async () => {
    renderApp({ url: '/almost', routes: { 'GET /projects/almost': { body: { data: [projectItem(), funded], total: 2 } } } });
    const list = await screen.findByRole('list', { name: 'Almost funded' });
    const card = await within(list).findByRole('article', { name: 'A well for Kisumu' });
    expect(card).toHaveTextContent('Water For All · Kenya');
    expect(card).toHaveTextContent('$250 raised of $1,000');
    expect(within(card).queryByText('Funded')).not.toBeInTheDocument();
    expect(within(within(list).getByRole('article', { name: 'School roof' })).getByText('Funded')).toBeInTheDocument();
  });

  it('shows an empty state, and a retry after a failure', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/featured', routes: { 'GET /projects/featured-filtered': { body: { data: [], total: 0 } } } });
    expect(await screen.findByText('No featured projects right now')).toBeInTheDocument();

    const { fake } = renderApp({
      url: '/newest',
      routes: { 'GET /projects/newest-unfunded': { status: 500, body: { message: 'Internal Server Error' } } },
    });
    expect(await screen.findByText('These projects could not be loaded')).toBeInTheDocument();
    fake.on('GET /projects/newest-unfunded', { body: { data: [projectItem()], total: 1 } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'A well for Kisumu' })).toBeInTheDocument();
  });

  it('loads the next page on "Show more projects"', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/recent',
      routes: {
        'GET /projects': ({ query }) =>
          query.get('offset') === '0' ? { body: { data: [projectItem()], total: 101 } } : { body: { data: [funded], total: 101 } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more projects' }));
    expect(await screen.findByRole('article', { name: 'School roof' })).toBeInTheDocument();
    expect(fake.callsTo('GET /projects').map((call) => call.query.get('offset'))).toEqual(['0', '100']);
    expect(fake.callsTo('GET /projects')[0]?.query.get('sort')).toBe('Newest');
  });

  it('a category route lists that category; /taxdeduction the tax-exempt projects', async () => {
    const { fake } = renderApp({ url: '/sports-and-arts', routes: { 'GET /projects': { body: { data: [], total: 0 } } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports & The Arts projects' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo('GET /projects')[0]?.query.get('category')).toBe('Sports & The Arts'));

    const tax = renderApp({ url: '/taxdeduction', routes: { 'GET /projects': { body: { data: [], total: 0 } } } });
    await waitFor(() => expect(tax.fake.callsTo('GET /projects')[0]?.query.get('only_tax_exempt_projects')).toBe('true'));
  });

  it('/global takes a category query; an unknown one goes to /global', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/global?category=water',
      routes: { 'GET /projects': { body: { data: [projectItem()], total: 1 } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Water projects around the world' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Least Left');
    await waitFor(() => expect(locationNow()).toBe('/global?category=water&sort=Least+Left'));
    await waitFor(() => expect(fake.callsTo('GET /projects').at(-1)?.query.get('sort')).toBe('Least Left'));
    expect(fake.callsTo('GET /projects').at(-1)?.query.get('category')).toBe('Water');

    renderApp({ url: '/global?category=pets', routes: { 'GET /projects': { body: { data: [], total: 0 } } } });
    await waitFor(() => expect(locationNow()).toBe('/global'));
  });

  it('the header search opens the results for the query', async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({
      url: '/almost',
      routes: { 'GET /projects/almost': { body: { data: [], total: 0 } }, 'GET /projects': { body: { data: [], total: 0 } } },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'clean water{Enter}');
    await waitFor(() => expect(locationNow()).toBe('/all-results/clean%20water'));
    expect(await screen.findByText('No projects match “clean water”')).toBeInTheDocument();
    expect(fake.callsTo('GET /projects')[0]?.query.get('q')).toBe('clean water');
  });

  it('/liveschanged shows funded projects with their final updates', async () => {
    const final = {
      id: 95,
      message: 'We did it!',
      photo_urls: ['/demo/water-update.svg'],
      video_urls: [],
      created_at: '2025-05-13T12:00:00.000Z',
    };
    renderApp({
      url: '/liveschanged',
      routes: { 'GET /projects/funded': { body: { data: [{ ...funded, final_update: final }], total: 1 } } },
    });
    const card = await screen.findByRole('article', { name: 'School roof' });
    expect(card).toHaveTextContent('Final update · 13/05/2025');
    expect(card).toHaveTextContent('We did it!');
  });

  it('/foryou is the personal feed for a member', async () => {
    const { fake } = renderApp({
      url: '/foryou',
      session: { userId: 7 },
      routes: { 'GET /users/7': { body: accountUser({ id: 7 }) }, 'GET /projects/personal': { body: { data: [projectItem()], total: 1 } } },
    });
    expect(await screen.findByRole('article', { name: 'A well for Kisumu' })).toBeInTheDocument();
    expect(fake.callsTo('GET /projects/personal')[0]?.authorization).toBe('Bearer test-token');
  });
});
