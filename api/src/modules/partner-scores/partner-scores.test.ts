import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts, reviews, timelineEvents, users } from '../../db/schema/index.js';
import { setUser } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';

type Session = Awaited<ReturnType<typeof signUp>>;
const DAY = 86_400_000;

describe('partner scores: GET users/{id}/audit-score and social-score, GET partner-scores (admins)', () => {
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  let donor: Session;
  let kept: Session;
  let bare: Session;

  beforeAll(async () => {
    test = await createTestApp();
    [admin, sales, donor, kept, bare] = await Promise.all([
      signUp(test.app),
      signUp(test.app),
      signUp(test.app),
      signUp(test.app),
      signUp(test.app),
    ]);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    // A partner that keeps its account: a full profile, 99 followers, one project updated this month and one
    // left without an update for two months, one of two encouragements answered, a 5-star review, six recent posts.
    await setUser(test, kept.user.id, {
      is_partner: true,
      organization_name: 'Kept Wells',
      photo_url: 'https://img.example/p.jpg',
      cover_url: 'https://img.example/c.jpg',
      bio: 'Wells since 2010',
      followers_count: 99,
    });
    await setUser(test, bare.user.id, { is_partner: true, organization_name: '=Bare Org' });
    const now = Date.now();
    const fresh = await insertProject(test, kept.user.id, { title: 'Fresh', created_at: new Date(now - 60 * DAY) });
    const stale = await insertProject(test, kept.user.id, { title: 'Stale', created_at: new Date(now - 60 * DAY) });
    await test.ctx.db.insert(timelineEvents).values([
      { project_id: fresh, user_id: kept.user.id, type: 'update', message: 'Dug', created_at: new Date(now - 3 * DAY) },
      { project_id: stale, user_id: kept.user.id, type: 'update', message: 'Old news', created_at: new Date(now - 45 * DAY) },
      { project_id: fresh, user_id: donor.user.id, type: 'encouragement', message: 'Go!', has_response_from_recipient: true },
      { project_id: stale, user_id: donor.user.id, type: 'encouragement', message: 'Keep going' },
    ]);
    await test.ctx.db
      .insert(communityPosts)
      .values(Array.from({ length: 6 }, (_, i) => ({ profile_id: kept.user.id, author_id: kept.user.id, message: `Post ${i}` })));
    await test.ctx.db.insert(communityPosts).values({
      profile_id: kept.user.id,
      author_id: kept.user.id,
      message: 'Too old to count',
      created_at: new Date(now - 120 * DAY),
    });
    await test.ctx.db.insert(reviews).values({ partner_id: kept.user.id, author_id: donor.user.id, rating: 5, review: 'Great' });
  });
  afterAll(() => test.close());

  const get = (url: string, token: string | undefined = admin.token) =>
    test.app.inject({ method: 'GET', url: `/api/${url}`, headers: token ? bearer(token) : {} });
  const json = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const points = (score: { parts: { key: string; points: number }[] }) => Object.fromEntries(score.parts.map((p) => [p.key, p.points]));
  const sum = (score: { parts: { points: number }[] }) => score.parts.reduce((total, p) => total + p.points, 0);

  it('audit score: profile, update cadence, answers to encouragements and reviews, with the owner-checkup counts', async () => {
    const score = await json(`users/${kept.user.id}/audit-score`);
    expect(points(score)).toEqual({ profile: 30, update_cadence: 15, encouragements: 10, reviews: 20 });
    expect(score).toMatchObject({ user_id: kept.user.id, kind: 'audit', score: 75 });
    expect(score.parts.find((p: { key: string }) => p.key === 'update_cadence').detail).toBe(
      '1 of 2 active projects updated within 30 days',
    );
    expect(score.counts).toMatchObject({
      photo: 1,
      cover: 1,
      bio: 1,
      active_projects: 2,
      updates: 2,
      encouragements: 2,
      encouragements_answered: 1,
    });
    const empty = await json(`users/${bare.user.id}/audit-score`);
    expect(points(empty)).toEqual({ profile: 0, update_cadence: 0, encouragements: 20, reviews: 10 });
    expect(empty.score).toBe(30);
  });

  it('social score: followers and donors on a log scale, recent community posts, reviews; the score is the parts summed', async () => {
    const score = await json(`users/${kept.user.id}/social-score`);
    expect(points(score)).toMatchObject({ followers: 23, donors: 0, community_posts: 15 });
    expect(score.score).toBe(sum(score));
    expect(score.counts).toMatchObject({ followers: 99, community_posts: 7 });
    expect((await json(`users/${bare.user.id}/social-score`)).score).toBe(0);
  });

  it('only admins: sales staff, partners and donors are refused; a donor or an unknown account has no score', async () => {
    for (const path of [
      `users/${kept.user.id}/audit-score`,
      `users/${kept.user.id}/social-score`,
      'partner-scores',
      'partner-scores/export',
    ]) {
      expect((await get(path, '')).statusCode).toBe(401);
      for (const session of [sales, donor, kept]) expect((await get(path, session.token)).statusCode).toBe(403);
    }
    expect((await get(`users/${donor.user.id}/audit-score`)).statusCode).toBe(404);
    expect((await get('users/999999999/social-score')).statusCode).toBe(404);
  });

  it('lists partners with both scores, sorted, searched and paged on the server', async () => {
    const byAudit = await json('partner-scores');
    expect(byAudit.total).toBe(2);
    expect(byAudit.data.map((r: { id: number }) => r.id)).toEqual([kept.user.id, bare.user.id]);
    expect(byAudit.data[0]).toMatchObject({ name: 'Kept Wells', audit_score: 75, active_projects: 2, followers: 99, rating: 5 });
    const ascending = await json('partner-scores?sort=social_score&order=asc&limit=1&offset=0');
    expect(ascending).toMatchObject({ total: 2, data: [{ id: bare.user.id, social_score: 0, rating: null }] });
    expect((await json('partner-scores?sort=name&order=asc&limit=1&offset=1')).data[0].id).toBe(kept.user.id);
    expect((await json('partner-scores?q=kept')).data.map((r: { id: number }) => r.id)).toEqual([kept.user.id]);
    const bad = await get('partner-scores?sort=password');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('sort');
  });

  it('exports the list as CSV in the same order, formula cells neutralised', async () => {
    const response = await get('partner-scores/export?sort=audit_score&order=asc');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('partner_id,name,email,audit_score,social_score,active_projects,followers,rating');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${bare.user.id},'=Bare Org,`);
    expect(lines[2]).toMatch(new RegExp(`^${kept.user.id},Kept Wells,.*,75,`));
  });

  it('the detail view: both scores with their parts, and the counts', async () => {
    const detail = await json(`partner-scores/${kept.user.id}`);
    expect(detail).toMatchObject({ id: kept.user.id, name: 'Kept Wells', audit: { score: 75 }, counts: { followers: 99 } });
    expect(detail.social.score).toBe((await json(`users/${kept.user.id}/social-score`)).score);
    expect((await get(`partner-scores/${donor.user.id}`)).statusCode).toBe(404);
    expect((await get(`partner-scores/${kept.user.id}`, sales.token)).statusCode).toBe(403);
  });

  it('a banned partner leaves the list and has no score', async () => {
    const [extra] = await test.ctx.db
      .insert(users)
      .values({ first_name: 'Gone', is_partner: true, banned_at: new Date() })
      .returning({ id: users.id });
    expect((await json('partner-scores')).total).toBe(2);
    expect((await get(`users/${extra!.id}/audit-score`)).statusCode).toBe(404);
  });
});
