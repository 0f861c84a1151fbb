import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, mailsTo, setUser, startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';
import { recordGift } from '../../test-support/projects.js';

type Account = Awaited<ReturnType<typeof signUp>>;
type Json = Record<string, unknown> & { id: number };

describe('partner reviews: users/{id}/user-reviews, can-add-review, unsubscribed, answers, reports, review requests', () => {
  let test: TestApp;
  let partner: Account;
  let donor: Account;
  let stranger: Account;
  let admin: Account;
  let projectId: number;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app, { first_name: 'Wells' });
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Clean Water Trust', show_organization_name: true });
    donor = await signUp(test.app, { first_name: 'Dana', last_name: 'Donor' });
    stranger = await signUp(test.app, { first_name: 'Sam', last_name: 'Stranger' });
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    projectId = await insertProject(test, partner.user.id);
    await recordGift(test, projectId, donor.user.id, 2_500);
  });
  afterAll(() => test.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const reviewsUrl = () => `/users/${partner.user.id}/user-reviews`;
  const list = async () =>
    (await send('GET', reviewsUrl())).json() as { data: Json[]; total: number; average: number | null; good_rating: boolean };
  const write = async (account: Account, body: Record<string, unknown>) => {
    const response = await send('POST', reviewsUrl(), account.token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Json;
  };

  it('lets a donor who gave review the partner once; the list has the average and the good-rating flag', async () => {
    expect(await list()).toEqual({ data: [], total: 0, average: null, good_rating: false });
    expect((await send('GET', `${reviewsUrl()}/can-add-review`, donor.token)).json()).toEqual({
      can_add_review: true,
      review_id: null,
      reason: null,
    });
    const created = await write(donor, { rating: 4, review: '  Clear reports, real wells.  ' });
    expect(created).toMatchObject({
      partner_id: partner.user.id,
      author: { id: donor.user.id, name: 'Dana Donor', photo_url: null },
      rating: 4,
      review: 'Clear reports, real wells.',
      answer: null,
      answered_at: null,
    });
    expect(await list()).toMatchObject({ total: 1, average: 4, good_rating: true, data: [{ id: created.id }] });
    const again = await send('POST', reviewsUrl(), donor.token, { rating: 5, review: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect((await send('GET', `${reviewsUrl()}/can-add-review`, donor.token)).json()).toMatchObject({
      can_add_review: false,
      review_id: created.id,
    });
  });

  it('refuses those who did not give, the partner itself, guests and anonymous visitors', async () => {
    const refused = await send('POST', reviewsUrl(), stranger.token, { rating: 5, review: 'Never gave' });
    expect(refused.statusCode).toBe(403);
    expect((await send('GET', `${reviewsUrl()}/can-add-review`, stranger.token)).json()).toMatchObject({
      can_add_review: false,
      review_id: null,
    });
    await recordGift(test, projectId, partner.user.id, 100);
    expect((await send('POST', reviewsUrl(), partner.token, { rating: 5, review: 'Us!' })).statusCode).toBe(403);
    const guest = await startGuest(test.app);
    expect((await send('POST', reviewsUrl(), guest.token, { rating: 5, review: 'Guest' })).statusCode).toBe(403);
    expect((await send('POST', reviewsUrl(), undefined, { rating: 5, review: 'Nobody' })).statusCode).toBe(401);
    expect((await send('GET', `/users/${stranger.user.id}/user-reviews`)).statusCode).toBe(404);
    // A pending gift is not a gift yet.
    const pending = await signUp(test.app);
    await recordGift(test, projectId, pending.user.id, 1_000, { status: 'pending' });
    expect((await send('POST', reviewsUrl(), pending.token, { rating: 3, review: 'Pending' })).statusCode).toBe(403);
  });

  it('answers 422 with field errors for a bad rating or text, and writes nothing', async () => {
    const giver = await signUp(test.app);
    await recordGift(test, projectId, giver.user.id, 1_000);
    const bad = await send('POST', reviewsUrl(), giver.token, { rating: 6, review: '   ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      rating: ['Choose a rating from 1 to 5 stars'],
      review: ['Please write a few words about this partner'],
    });
    expect((await send('POST', reviewsUrl(), giver.token, { rating: 0, review: 'x'.repeat(2001) })).json().errors).toEqual({
      rating: ['Choose a rating from 1 to 5 stars'],
      review: ['Write at most 2000 characters'],
    });
    expect((await list()).total).toBe(1);
  });

  it('lets the author edit their review, nobody else; the author or an admin deletes it', async () => {
    const giver = await signUp(test.app, { first_name: 'Gia' });
    await recordGift(test, projectId, giver.user.id, 1_000);
    const review = await write(giver, { rating: 1, review: 'Slow' });
    const url = `${reviewsUrl()}/${review.id}`;
    const edited = await send('PATCH', url, giver.token, { rating: 2, review: 'Slow, but they answered' });
    expect(edited.json()).toMatchObject({ rating: 2, review: 'Slow, but they answered' });
    expect((await send('PATCH', url, giver.token, { rating: 9 })).json().errors).toEqual({ rating: ['Choose a rating from 1 to 5 stars'] });
    for (const other of [stranger, partner, admin]) expect((await send('PATCH', url, other.token, { rating: 5 })).statusCode).toBe(403);
    // Average of 4 and 2: 3, still good; newest first.
    expect(await list()).toMatchObject({ total: 2, average: 3, good_rating: true });
    expect((await list()).data[0]!.id).toBe(review.id);
    expect((await send('DELETE', url, stranger.token)).statusCode).toBe(403);
    expect((await send('DELETE', url, admin.token)).statusCode).toBe(204);
    expect((await send('DELETE', url, giver.token)).statusCode).toBe(404);
    const second = await write(giver, { rating: 1, review: 'Back again' });
    expect((await send('DELETE', `${reviewsUrl()}/${second.id}`, giver.token)).statusCode).toBe(204);
    expect(await list()).toMatchObject({ total: 1, average: 4 });
  });

  it('a rating of 2 on average is not good (above 2 is)', async () => {
    const low = await signUp(test.app);
    const lower = await signUp(test.app);
    const other = await insertProject(test, low.user.id);
    await setUser(test, low.user.id, { is_partner: true });
    await recordGift(test, other, lower.user.id, 1_000);
    const r = await send('POST', `/users/${low.user.id}/user-reviews`, lower.token, { rating: 2, review: 'Meh' });
    expect(r.statusCode).toBe(201);
    expect((await send('GET', `/users/${low.user.id}/user-reviews`)).json()).toMatchObject({ average: 2, good_rating: false });
  });

  it('lets the partner (or its content roles, or an admin) answer once, editable; not the author or others', async () => {
    const [review] = (await list()).data;
    const url = `${reviewsUrl()}/${review!.id}/answer`;
    const answered = await send('PUT', url, partner.token, { answer: '  Thank you, Dana!  ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'Thank you, Dana!', answered_at: expect.any(String) });
    const editor = await signUp(test.app);
    await grantRole(test, editor.user.id, partner.user.id, 'content_manager');
    expect((await send('PUT', url, editor.token, { answer: 'Thanks from the team' })).json().answer).toBe('Thanks from the team');
    expect((await send('PUT', url, donor.token, { answer: 'Me too' })).statusCode).toBe(403);
    expect((await send('PUT', url, stranger.token, { answer: 'Me too' })).statusCode).toBe(403);
    expect((await send('PUT', url, partner.token, { answer: ' ' })).json().errors).toEqual({ answer: ['Please write your answer'] });
    expect(
      (await send('PUT', `/users/${stranger.user.id}/user-reviews/${review!.id}/answer`, stranger.token, { answer: 'x' })).statusCode,
    ).toBe(404);
    expect((await list()).data[0]).toMatchObject({ answer: 'Thanks from the team' });
  });

  it('tells the partner of a new review (a notification linking to its reviews)', async () => {
    const notes = (await send('GET', '/notifications', partner.token)).json() as { data: { event: string; text: string; link: string }[] };
    const reviews = notes.data.filter((n) => n.event === 'review');
    expect(reviews.map((n) => n.text)).toContain('Dana Donor wrote a review of your organisation.');
    expect(reviews[0]!.link).toBe(`/profile/${partner.user.id}#reviews`);
    // The author hears nothing of their own review.
    const own = (await send('GET', '/notifications', donor.token)).json() as { data: { event: string }[] };
    expect(own.data.filter((n) => n.event === 'review')).toHaveLength(0);
  });

  it('lets anyone logged in report a review; admins see it in the abuse-report queue', async () => {
    const [review] = (await list()).data;
    const report = await send('POST', '/abuse-reports', stranger.token, { review_id: review!.id, reason: 'harassment', message: 'Rude' });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json()).toMatchObject({ review_id: review!.id, review_partner_id: partner.user.id, project_id: null, event_id: null });
    expect((await send('POST', '/abuse-reports', undefined, { review_id: review!.id, reason: 'spam' })).statusCode).toBe(401);
    expect((await send('POST', '/abuse-reports', stranger.token, { review_id: 999_999, reason: 'spam' })).statusCode).toBe(404);
    const mixed = await send('POST', '/abuse-reports', stranger.token, { review_id: review!.id, project_id: projectId, reason: 'spam' });
    expect(mixed.json().errors.review_id).toHaveLength(1);
    const queue = (await send('GET', '/abuse-reports', admin.token)).json() as { data: Json[] };
    expect(queue.data[0]).toMatchObject({ id: report.json().id, review_id: review!.id, review_partner_id: partner.user.id });
  });

  it('asks each donor of a funded project for a review once, unless they opted out or already reviewed', async () => {
    const roof = await insertProject(test, partner.user.id, { title: 'Roof', goal_amount_cents: 10_000 });
    const asked = await signUp(test.app, { first_name: 'Ari' });
    const optedOut = await signUp(test.app);
    const settings = `/users/${optedOut.user.id}/user-reviews/unsubscribed`;
    expect((await send('GET', settings, optedOut.token)).json()).toEqual({ unsubscribed: false });
    expect((await send('PUT', settings, optedOut.token, { unsubscribed: true })).json()).toEqual({ unsubscribed: true });
    expect((await send('GET', settings, optedOut.token)).json()).toEqual({ unsubscribed: true });
    expect((await send('PUT', settings, stranger.token, { unsubscribed: false })).statusCode).toBe(403);
    expect((await send('GET', settings)).statusCode).toBe(401);
    await recordGift(test, roof, asked.user.id, 3_000);
    await recordGift(test, roof, asked.user.id, 1_000);
    await recordGift(test, roof, optedOut.user.id, 3_000);
    await recordGift(test, roof, donor.user.id, 3_000); // funded now; Dana already reviewed
    const mails = await mailsTo(test, asked.email);
    const requests = mails.filter((m) => m.subject.includes('is funded'));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.subject).toBe('"Roof" is funded: how was Clean Water Trust?');
    expect(requests[0]!.text_body).toContain(`/profile/${partner.user.id}#reviews`);
    expect((await mailsTo(test, optedOut.email)).filter((m) => m.subject.includes('is funded'))).toHaveLength(0);
    expect((await mailsTo(test, donor.email)).filter((m) => m.subject.includes('is funded'))).toHaveLength(0);
    // The listener again (at least once): still one email.
    const { requestReviews } = await import('./reviews.service.js');
    await requestReviews(test.ctx, { project_id: roof, at: new Date().toISOString() });
    expect((await mailsTo(test, asked.email)).filter((m) => m.subject.includes('is funded'))).toHaveLength(1);
  });

  it('shows the rating on the directory card', async () => {
    const cards = (await send('GET', '/partners?per_page=100')).json() as { data: Json[] };
    expect(cards.data.find((c) => c.id === partner.user.id)).toMatchObject({ rating: 4, reviews_count: 1, good_rating: true });
  });

  it('keeps one review when the same donor submits twice at once', async () => {
    const giver = await signUp(test.app);
    await recordGift(test, projectId, giver.user.id, 1_000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send('POST', reviewsUrl(), giver.token, { rating: 5, review: 'Double click' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await list()).data.filter((r) => (r.author as { id: number }).id === giver.user.id)).toHaveLength(1);
  });
});
