import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEV_CONFIG, projectItem, publicProfile } from '@/testing/fixtures';
import { locationNow, renderApp } from '@/testing/render-app';

const wells = projectItem({ id: 41, title: 'A well for Kisumu' });
const clinic = projectItem({ id: 42, title: 'A clinic for Gulu' });
const closed = projectItem({ id: 43, title: 'An old roof', status: 'closed' });

const partnerRoutes = {
  'GET /users/12': { body: publicProfile({ id: 12 }) },
  'GET /projects/owner-projects': { body: { data: [wells, clinic, closed], total: 3 } },
};

describe('/giveto/:id and /giveto/:id/:userName', () => {
  it("lists the partner's open projects and gives to the chosen one", async () => {
    const user = userEvent.setup();
    const { fake } = renderApp({ url: '/giveto/12', routes: partnerRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Year-end giving with Water For All' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Projects' });
    expect(within(list).getByRole('link', { name: 'A well for Kisumu' })).toHaveAttribute('href', '/project/41');
    expect(within(list).queryByText('An old roof')).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Give to A well for Kisumu' })).toBeInTheDocument();
    expect(fake.callsTo('GET /projects/owner-projects')[0]?.query.get('owner_id')).toBe('12');

    await user.click(within(list).getByRole('link', { name: 'Give to A clinic for Gulu' }));
    expect(await screen.findByRole('form', { name: 'Give to A clinic for Gulu' })).toBeInTheDocument();
    expect(locationNow()).toBe('/giveto/12?project=42#give');
  });

  it('greets the donor by the name in the URL', async () => {
    renderApp({ url: '/giveto/12/Dana', routes: partnerRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana, give with Water For All this year' })).toBeInTheDocument();
    expect(screen.getByText(/Thank you for standing with Water For All, Dana\./)).toBeInTheDocument();
  });

  it('sends a non-numeric id to the main page', async () => {
    renderApp({ url: '/giveto/water' });
    await waitFor(() => expect(locationNow()).not.toMatch(/^\/giveto/));
  });
});

describe('/donatedirectly', () => {
  it('says so when no project is configured', async () => {
    renderApp({ url: '/donatedirectly' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Give to Storyfund directly' })).toBeInTheDocument();
    expect(await screen.findByText('Direct gifts are not open right now')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Give' })).not.toBeInTheDocument();
  });

  it('offers the give panel for the configured project', async () => {
    renderApp({
      url: '/donatedirectly',
      routes: {
        'GET /config': { body: { ...DEV_CONFIG, donate_directly_project_id: 77 } },
        'GET /projects/77': { body: projectItem({ id: 77, title: "Storyfund's own work", description: 'Servers, checks and people.' }) },
      },
    });
    expect(await screen.findByRole('form', { name: "Give to Storyfund's own work" })).toBeInTheDocument();
    expect(screen.getByText('Servers, checks and people.')).toBeInTheDocument();
  });
});

describe('the project page', () => {
  it('composes the give panel under the project summary', async () => {
    renderApp({
      url: '/project/41',
      routes: {
        'GET /projects/41': { body: wells },
        'GET /projects/41/timeline': { body: { data: [], total: 0 } },
        'GET /projects/41/givers-ver2': { body: { data: [], total: 0 } },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Give' });
    expect(await within(panel).findByRole('button', { name: 'Give $25.00' })).toBeInTheDocument();
  });
});
