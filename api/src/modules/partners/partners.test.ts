import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { give, validGift } from '../../test-support/gifts.js';
import { createProject, getJson, ids } from '../../test-support/projects.js';

const partnerBody = (overrides: Record<string, unknown> = {}) => ({
  is_partner: true,
  organization_name: 'Clean Water Trust',
  country_code: 'ke',
  categories: ['water', 'Children'],
  website: 'cleanwater.example.org',
  registration_number: 'EIN 12-3456789',
  ...overrides,
});

describe('partner accounts: /partnersignup, the partner fields on /personal, the tax-exempt claim', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('signs up a partner with its organisation; a tax-exempt claim waits for an admin', async () => {
    const { user } = await signUp(test.app, partnerBody({ tax_exempt: true }));
    expect(user).toMatchObject({
      is_partner: true,
      organization_name: 'Clean Water Trust',
      show_organization_name: true,
      country_code: 'KE',
      categories: ['Water', 'Children'],
      website: 'https://cleanwater.example.org/',
      registration_number: 'EIN 12-3456789',
      tax_exempt_teller: false,
    });
    expect(Date.parse((user as unknown as { tax_exempt_requested_at: string }).tax_exempt_requested_at)).not.toBeNaN();
    // The public profile shows the website and categories, never the registration number or the claim.
    const seen = (await getJson(test, `/api/users/${user.id}`)).json();
    expect(seen).toMatchObject({ is_partner: true, website: 'https://cleanwater.example.org/', categories: ['Water', 'Children'] });
    expect(seen).not.toHaveProperty('registration_number');
    expect(seen).not.toHaveProperty('tax_exempt_requested_at');
  });

  it('answers field errors for a partner sign-up missing its organisation fields, and makes no account', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: 'partner-bad@example.test',
        password: 'correct-horse-42',
        first_name: 'P',
        last_name: 'Q',
        ...partnerBody({ organization_name: ' ', country_code: 'XX', categories: ['Nope'], website: 'no site', registration_number: '' }),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'categories',
      'country_code',
      'organization_name',
      'registration_number',
      'website',
    ]);
    // No account was made: the email is still free.
    expect((await signUp(test.app, { email: 'partner-bad@example.test' })).user.email).toBe('partner-bad@example.test');
  });

  it('an ordinary sign-up ignores nothing: it stays a donor', async () => {
    const { user } = await signUp(test.app);
    expect(user).toMatchObject({ is_partner: false, categories: [], website: null, tax_exempt_requested_at: null });
  });

  it('lets a partner edit its fields on /personal and claim or withdraw tax-exempt status', async () => {
    const { token, user } = await signUp(test.app, partnerBody());
    const patch = (payload: Record<string, unknown>) =>
      test.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: bearer(token), payload });
    const changed = await patch({
      organization_name: 'Water Trust',
      show_organization_name: false,
      physical_address: '1 Lake Rd',
      categories: ['Medical'],
      website: null,
      registration_number: 'CH-1234',
      request_tax_exempt: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      organization_name: 'Water Trust',
      show_organization_name: false,
      physical_address: '1 Lake Rd',
      categories: ['Medical'],
      website: null,
      registration_number: 'CH-1234',
    });
    const requestedAt = changed.json().tax_exempt_requested_at;
    expect(requestedAt).not.toBeNull();
    // Asking again keeps the first request's date; withdrawing clears it.
    expect((await patch({ request_tax_exempt: true })).json().tax_exempt_requested_at).toBe(requestedAt);
    expect((await patch({ request_tax_exempt: false })).json().tax_exempt_requested_at).toBeNull();

    const bad = await patch({ categories: [], organization_name: '', website: 'ftp://x.org' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['categories', 'organization_name', 'website']);
  });

  it('refuses partner fields on a donor account', async () => {
    const { token, user } = await signUp(test.app);
    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { categories: ['Water'], request_tax_exempt: true },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['categories', 'request_tax_exempt']);
  });
});

describe('the partner directory: GET /api/partners, /partners/new, /partners/with_large_projects', () => {
  let test: TestApp;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    test = await createTestApp();
    // Made oldest first: kenya (water, 300 raised), uganda (medical, large project), peru (water+medical, 100 raised).
    const kenya = await signUp(test.app, partnerBody({ organization_name: 'Kenya Wells', country_code: 'KE', categories: ['Water'] }));
    const uganda = await signUp(test.app, partnerBody({ organization_name: 'Uganda Care', country_code: 'UG', categories: ['Medical'] }));
    const peru = await signUp(
      test.app,
      partnerBody({ organization_name: 'Peru Aid', country_code: 'PE', categories: ['Water', 'Medical'] }),
    );
    const banned = await signUp(test.app, partnerBody({ organization_name: 'Banned', country_code: 'KE', categories: ['Water'] }));
    const donor = await signUp(test.app);
    Object.assign(made, { kenya: kenya.user.id, uganda: uganda.user.id, peru: peru.user.id, banned: banned.user.id });
    await setUser(test, banned.user.id, { banned_at: new Date() });
    await setUser(test, uganda.user.id, { created_at: new Date('2030-01-02T00:00:00Z') });
    await setUser(test, peru.user.id, { created_at: new Date('2030-01-01T00:00:00Z') });
    const kenyaProject = await createProject(test, kenya.token, { goal_amount_cents: 50_000 });
    const peruProject = await createProject(test, peru.token, { goal_amount_cents: 40_000 });
    await createProject(test, uganda.token, { goal_amount_cents: 50_001 });
    expect((await give(test, kenyaProject.id, validGift({ amount_cents: 30_000 }), { token: donor.token })).statusCode).toBe(201);
    expect((await give(test, peruProject.id, validGift({ amount_cents: 10_000 }), { token: donor.token })).statusCode).toBe(201);
  });
  afterAll(() => test.close());

  it('lists partners most raised first with their card, 8 a page by default', async () => {
    const response = await getJson(test, '/api/partners');
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([made.kenya, made.peru, made.uganda]);
    expect(response.json().total).toBe(3);
    expect(response.json().data[0]).toEqual({
      id: made.kenya,
      name: 'Kenya Wells',
      photo_url: null,
      country_code: 'KE',
      categories: ['Water'],
      amount_raised_cents: 30_000,
      followers_count: 0,
      projects_count: 1,
      tax_exempt_teller: false,
      rating: null,
      reviews_count: 0,
      good_rating: false,
    });
  });

  it('pages with page and per_page', async () => {
    const second = await getJson(test, '/api/partners?page=2&per_page=2');
    expect(ids(second)).toEqual([made.uganda]);
    expect(second.json().total).toBe(3);
    // A page past the end has no card to carry the total: it is counted on its own.
    expect((await getJson(test, '/api/partners?page=3&per_page=2')).json()).toEqual({ data: [], total: 3 });
  });

  it('filters by category (any case) and by country', async () => {
    expect(ids(await getJson(test, '/api/partners?filter_by=category&filter_value=medical'))).toEqual([made.peru, made.uganda]);
    expect(ids(await getJson(test, '/api/partners?filter_by=country&filter_value=ke'))).toEqual([made.kenya]);
    expect((await getJson(test, '/api/partners?filter_by=category&filter_value=Holiday')).json()).toEqual({ data: [], total: 0 });
  });

  it('lists new partners newest first, and partners with a project over 50000 cents', async () => {
    expect(ids(await getJson(test, '/api/partners/new'))).toEqual([made.uganda, made.peru, made.kenya]);
    expect(ids(await getJson(test, '/api/partners/with_large_projects'))).toEqual([made.uganda]);
  });

  it('answers field errors for a bad filter or page', async () => {
    const cases: [string, string][] = [
      ['/api/partners?filter_by=category', 'filter_value'],
      ['/api/partners?filter_by=category&filter_value=Nope', 'filter_value'],
      ['/api/partners?filter_by=country&filter_value=XX', 'filter_value'],
      ['/api/partners?filter_value=Water', 'filter_by'],
      ['/api/partners?filter_by=planet&filter_value=Mars', 'filter_by'],
      ['/api/partners?page=0', 'page'],
      ['/api/partners/new?per_page=500', 'per_page'],
    ];
    for (const [url, field] of cases) {
      const response = await getJson(test, url);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
  });
});
