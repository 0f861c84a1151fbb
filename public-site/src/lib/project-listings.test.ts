import { describe, expect, it } from 'vitest';
import { listingRequest } from './project-listings';

function parts(url: string) {
  const [path = '', query = ''] = url.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
}

describe('listingRequest: which call fills each listing', () => {
  it('pages every listing with limit and offset, 100 by default (spec §9)', () => {
    expect(listingRequest({ kind: 'staffpicks' })).toBe('/projects/staff-picks?limit=100&offset=0');
    expect(parts(listingRequest({ kind: 'almost' }, { limit: 20, offset: 40 }))).toEqual({
      path: '/projects/almost',
      query: { limit: '20', offset: '40' },
    });
  });

  it('maps the feeds to their endpoints', () => {
    expect(parts(listingRequest({ kind: 'featured' })).path).toBe('/projects/featured-filtered');
    expect(parts(listingRequest({ kind: 'newest' })).path).toBe('/projects/newest-unfunded');
    expect(parts(listingRequest({ kind: 'funded' })).path).toBe('/projects/funded');
  });

  it('/foryou is the personal feed when logged in and the staff picks for a visitor', () => {
    expect(parts(listingRequest({ kind: 'foryou', loggedIn: true })).path).toBe('/projects/personal');
    expect(parts(listingRequest({ kind: 'foryou', loggedIn: false })).path).toBe('/projects/staff-picks');
  });

  it('builds the filters of GET /projects', () => {
    expect(parts(listingRequest({ kind: 'recent' })).query).toMatchObject({ sort: 'Newest' });
    expect(parts(listingRequest({ kind: 'taxdeduction' })).query).toMatchObject({ only_tax_exempt_projects: 'true' });
    expect(listingRequest({ kind: 'category', category: 'Sports & The Arts' })).toBe(
      '/projects?category=Sports%20%26%20The%20Arts&limit=100&offset=0',
    );
    expect(parts(listingRequest({ kind: 'search', q: '  clean water ' })).query).toMatchObject({ q: 'clean water' });
    expect(parts(listingRequest({ kind: 'country', countryCode: 'ke' })).query).toMatchObject({ country_code: 'KE' });
  });

  it('/global sends only the filters chosen', () => {
    expect(parts(listingRequest({ kind: 'global', category: null })).query).toEqual({ limit: '100', offset: '0' });
    expect(parts(listingRequest({ kind: 'global', category: 'Refugee', sort: 'Least Left' })).query).toEqual({
      category: 'Refugee',
      sort: 'Least Left',
      limit: '100',
      offset: '0',
    });
  });
});

describe('listingRequest: a profile’s projects', () => {
  it('reads an owner’s active projects with the search and the sort, its sponsored ones, and its closed ones apart', () => {
    expect(parts(listingRequest({ kind: 'owner', ownerId: '12', query: ' well ', sort: 'Least Left' }))).toEqual({
      path: '/projects/owner-projects',
      query: { owner_id: '12', status: 'active', query: 'well', sort: 'Least Left', limit: '100', offset: '0' },
    });
    expect(parts(listingRequest({ kind: 'owner', ownerId: '12', sponsored: true })).query).toMatchObject({
      only_sponsored_projects: 'true',
    });
    expect(parts(listingRequest({ kind: 'closed', ownerId: '12' })).path).toBe('/users/12/closed-projects');
  });
});
