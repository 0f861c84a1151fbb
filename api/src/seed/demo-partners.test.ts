import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.js';
import { login, userRowByEmail } from '../test-support/accounts.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedDemo } from './demo-seed.js';

describe("the demo partners (issue #9) and the water partner's team (issue #10)", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    await seedDemo(test.ctx);
    // The whole demo seed: slow on a loaded machine.
  }, 180_000);
  afterAll(() => test.close());

  it('fills every directory listing, by category and by country', async () => {
    const all = (await test.app.inject({ url: '/api/partners' })).json() as { data: { name: string; categories: string[] }[] };
    expect(all.data.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Clean Water Collective', 'Harbor Hope Network', 'Bright Futures Foundation', 'Roots Medical Aid']),
    );
    expect(all.data.every((p) => p.categories.length > 0)).toBe(true);
    const water = (await test.app.inject({ url: '/api/partners?filter_by=category&filter_value=water' })).json();
    expect(water.data.map((p: { name: string }) => p.name)).toEqual(['Clean Water Collective']);
    const kenya = (await test.app.inject({ url: '/api/partners?filter_by=country&filter_value=KE' })).json();
    expect(kenya.data.map((p: { name: string }) => p.name)).toEqual(['Bright Futures Foundation']);
    expect((await test.app.inject({ url: '/api/partners/with_large_projects' })).json().total).toBeGreaterThan(0);
  });

  it('shows community news on the water partner: a pinned post, comments and likes', async () => {
    const water = (await userRowByEmail(test, 'water@demo.storyfund.local'))!;
    const pinned = (await test.app.inject({ url: `/api/users/${water.id}/feed/v2/pinned` })).json();
    expect(pinned.post).toMatchObject({ pinned: true, message: expect.stringContaining('Welcome') });
    const posts = (await test.app.inject({ url: `/api/users/${water.id}/feed/v2?types[]=community_post` })).json();
    expect(posts.total).toBe(2);
    expect(posts.data[0].post).toMatchObject({ comments_count: 2, likes_count: 3 });
  });

  it('gives every demo partner posts with photos, a pinned post, comments, likes, reviews, a team and a goal', async () => {
    const { issueToken } = await import('../modules/auth/sessions.service.js');
    for (const email of ['water', 'harbor', 'bright', 'roots'].map((name) => `${name}@demo.storyfund.local`)) {
      const partner = (await userRowByEmail(test, email))!;
      const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ url, headers }).then((r) => r.json());
      const posts = await get(`/api/users/${partner.id}/feed/v2?types[]=community_post`);
      expect(posts.total, email).toBeGreaterThanOrEqual(2);
      const all = posts.data.map((item: { post: { photo_urls: string[]; comments_count: number; likes_count: number } }) => item.post);
      expect(
        all.every((p: { photo_urls: string[] }) => p.photo_urls.length > 0 && p.photo_urls[0]!.startsWith('/demo/')),
        email,
      ).toBe(true);
      expect(
        all.some((p: { comments_count: number }) => p.comments_count > 0),
        email,
      ).toBe(true);
      expect(
        all.some((p: { likes_count: number }) => p.likes_count > 0),
        email,
      ).toBe(true);
      const pinned = await get(`/api/users/${partner.id}/feed/v2/pinned`);
      expect(pinned.post, email).toMatchObject({ pinned: true });
      const withComments = all.find((p: { comments_count: number }) => p.comments_count > 0) as { id: number };
      const thread = await get(`/api/users/${partner.id}/community-posts/${withComments.id}`);
      expect(thread.comments.length, email).toBeGreaterThan(0);
      const reviews = await get(`/api/users/${partner.id}/user-reviews`);
      expect(reviews.total, email).toBeGreaterThanOrEqual(2);
      expect(reviews.good_rating, email).toBe(true);
      expect((await get(`/api/users/${partner.id}/teammates`)).total, email).toBeGreaterThanOrEqual(2);
      const token = await issueToken(test.ctx.db, test.ctx.clock, partner.id, 'session');
      const goal = await get(`/api/users/${partner.id}/fundraising-goal`, { authorization: `Bearer ${token}` });
      expect(goal.goal_cents, email).toBeGreaterThan(0);
    }
  });

  it('shows the water and Bright Futures teams on their Our team pages, in order, with portraits', async () => {
    const water = (await userRowByEmail(test, 'water@demo.storyfund.local'))!;
    const team = (await test.app.inject({ url: `/api/users/${water.id}/teammates` })).json();
    expect(team.data.map((m: { name: string }) => m.name)).toEqual(['Amina Odhiambo', 'Joseph Kamau', 'Grace Wanjiru']);
    expect(team.data[0]).toMatchObject({ title: 'Executive Director', photo_url: '/demo/teammate-1.svg', position: 0 });
    const bright = (await userRowByEmail(test, 'bright@demo.storyfund.local'))!;
    expect((await test.app.inject({ url: `/api/users/${bright.id}/teammates` })).json().total).toBe(2);
    // Seeding again adds nobody.
    await seedDemo(test.ctx);
    expect((await test.app.inject({ url: `/api/users/${water.id}/teammates` })).json().total).toBe(3);
  }, 180_000);

  it('shows reviews of the water partner by donors who gave, one answered, and a good rating on its card', async () => {
    const water = (await userRowByEmail(test, 'water@demo.storyfund.local'))!;
    const reviews = (await test.app.inject({ url: `/api/users/${water.id}/user-reviews` })).json();
    expect(reviews.total).toBeGreaterThanOrEqual(2);
    expect(reviews.good_rating).toBe(true);
    expect(reviews.data.filter((r: { answer: string | null }) => r.answer !== null)).toHaveLength(1);
    const card = (await test.app.inject({ url: '/api/partners?filter_by=category&filter_value=water' })).json().data[0];
    expect(card).toMatchObject({ reviews_count: reviews.total, good_rating: true });
  });

  it('gives the water partner a fundraising goal and dashboard figures, and Dana a giving goal', async () => {
    const { issueToken } = await import('../modules/auth/sessions.service.js');
    const water = (await userRowByEmail(test, 'water@demo.storyfund.local'))!;
    const dana = (await userRowByEmail(test, 'dana.donor@demo.storyfund.local'))!;
    const asWater = { authorization: `Bearer ${await issueToken(test.ctx.db, test.ctx.clock, water.id, 'session')}` };
    const asDana = { authorization: `Bearer ${await issueToken(test.ctx.db, test.ctx.clock, dana.id, 'session')}` };
    const goal = (await test.app.inject({ url: `/api/users/${water.id}/fundraising-goal`, headers: asWater })).json();
    expect(goal.goal_cents).toBe(5_000_000);
    const stats = (await test.app.inject({ url: `/api/partners/${water.id}/dashboard_stats`, headers: asWater })).json();
    expect(stats.series).toHaveLength(12);
    expect(stats.top_projects.length).toBeGreaterThan(0);
    const mine = (await test.app.inject({ url: `/api/users/${dana.id}/donor-dashboard`, headers: asDana })).json();
    expect(mine).toMatchObject({ goal: { goal_cents: 100_000 } });
    expect(mine.projects_supported).toBeGreaterThan(0);
  });

  it('shows a pending tax-exempt claim, and seeding again changes nothing', async () => {
    const roots = await userRowByEmail(test, 'roots@demo.storyfund.local');
    expect(roots).toMatchObject({ tax_exempt_teller: false, registration_number: 'GT-ONG-3310' });
    expect(roots!.tax_exempt_requested_at).toBeInstanceOf(Date);
    const before = (await test.app.inject({ url: '/api/partners?per_page=20' })).json();
    await seedDemo(test.ctx);
    expect((await test.app.inject({ url: '/api/partners?per_page=20' })).json()).toEqual(before);
    const water = (await userRowByEmail(test, 'water@demo.storyfund.local'))!;
    const reviews = (await test.app.inject({ url: `/api/users/${water.id}/user-reviews` })).json();
    expect(reviews.data).toHaveLength(reviews.total);
    expect((await userRowByEmail(test, 'roots@demo.storyfund.local'))!.tax_exempt_requested_at).toEqual(roots!.tax_exempt_requested_at);
  });

  it('the water partner has a team (issue #10): an admin, a content manager, one pending invitation, after seeding twice', async () => {
    const water = (await userRowByEmail(test, 'water@demo.storyfund.local'))!;
    const admin = await login(test.app, 'wren.waters@demo.storyfund.local', DEMO_PASSWORD);
    const team = (await test.app.inject({ url: `/api/partners/${water.id}/collaborators`, headers: bearer(admin.token) })).json();
    const roles = Object.fromEntries(team.data.map((m: { user: { email: string }; role: string }) => [m.user.email, m.role]));
    expect(roles).toMatchObject({ 'wren.waters@demo.storyfund.local': 'admin', 'chloe.martin@demo.storyfund.local': 'content_manager' });
    const pending = (
      await test.app.inject({ url: `/api/partners/${water.id}/collaborator_invitations`, headers: bearer(admin.token) })
    ).json();
    expect(pending.total).toBe(1);
    expect(pending.data[0]).toMatchObject({ collaborator_email: 'new.teammate@demo.storyfund.local', role: 'project_manager' });
  });

  it('the override table (issue #10): Priya may act for Roots Medical Aid, seeded once', async () => {
    const roots = (await userRowByEmail(test, 'roots@demo.storyfund.local'))!;
    const priya = (await userRowByEmail(test, 'priya.raman@demo.storyfund.local'))!;
    await seedDemo(test.ctx);
    const session = await login(test.app, 'priya.raman@demo.storyfund.local', DEMO_PASSWORD);
    const me = (await test.app.inject({ url: `/api/users/${priya.id}`, headers: bearer(session.token) })).json();
    expect(me.override_account_ids).toEqual([roots.id]);
    const team = await test.app.inject({ url: `/api/partners/${roots.id}/collaborators`, headers: bearer(session.token) });
    expect(team.statusCode).toBe(200);
  }, 180_000);

  it("feature flags (issue #10): Bright Futures' edit role is off, its other tools on", async () => {
    const bright = (await userRowByEmail(test, 'bright@demo.storyfund.local'))!;
    const session = await login(test.app, 'bright@demo.storyfund.local', DEMO_PASSWORD);
    const flags = (await test.app.inject({ url: `/api/users/${bright.id}/features`, headers: bearer(session.token) })).json();
    expect(flags).toMatchObject({ edit_role: false, team_management: true, dashboard: true, ai_helper: true });
  });
  it("shows the water partner's network donors: two added by hand, and one import with duplicates and an invalid row", async () => {
    const water = (await userRowByEmail(test, 'water@demo.storyfund.local'))!;
    const session = await login(test.app, 'water@demo.storyfund.local', DEMO_PASSWORD);
    const imports = (await test.app.inject({ url: `/api/users/${water.id}/donor-import/stats`, headers: bearer(session.token) })).json();
    expect(imports.data).toMatchObject([
      { file_name: 'open-day-mailing-list.csv', state: 'done', rows_read: 6, created: 3, duplicates: 2, invalid: 1 },
    ]);
    // The demo donors who gave to its projects are in its network too (source gave, slice 10g).
    const sources = async () => {
      const url = `/api/users/${water.id}/network-donors?limit=100`;
      const { data } = (await test.app.inject({ url, headers: bearer(session.token) })).json() as { data: { source: string }[] };
      return data.reduce<Record<string, number>>((n, d) => ({ ...n, [d.source]: (n[d.source] ?? 0) + 1 }), {});
    };
    const first = await sources();
    expect(first).toMatchObject({ added: 2, imported: 3 });
    expect(first.gave).toBeGreaterThan(0);
    // Seeding again changes nothing: the same file answers its first import.
    await seedDemo(test.ctx);
    expect(await sources()).toEqual(first);
    const thanks = await test.app.inject({ url: `/api/users/${water.id}/thank-you-message`, headers: bearer(session.token) });
    expect(thanks.json()).toMatchObject({ message: expect.stringContaining('Thank you!'), in_use: true });
  }, 180_000);
  it('gives Bright Futures a donations table (issue #10): one-time and monthly gifts, an anonymous one, and projects due for an update', async () => {
    const bright = (await userRowByEmail(test, 'bright@demo.storyfund.local'))!;
    const session = await login(test.app, 'bright@demo.storyfund.local', DEMO_PASSWORD);
    const get = async (url: string) => (await test.app.inject({ url, headers: bearer(session.token) })).json();
    const gifts = (await get(`/api/partners/${bright.id}/donations?limit=100`)).data as {
      kind: string;
      donor: unknown;
      donor_name: string;
    }[];
    expect(new Set(gifts.map((g) => g.kind))).toEqual(new Set(['one-time', 'monthly']));
    expect(gifts.some((g) => g.donor === null && g.donor_name === 'Anonymous')).toBe(true);
    expect(gifts.some((g) => g.donor !== null)).toBe(true);
    expect((await get(`/api/partners/${bright.id}/projects/overdue`)).total).toBeGreaterThan(0);
  });
});
