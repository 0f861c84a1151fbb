import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelineEvents, uploads } from '../../db/schema/index.js';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole } from '../../test-support/accounts.js';
import { createProject, getJson, ids, recordGift, send, setProject } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('the other project reads of spec §7', () => {
  let test: TestApp;
  let owner: Session;
  let admin: Session;
  let donor: Session;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app);
    admin = await signUp(test.app);
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterAll(() => test.close());

  const get = (path: string, token?: string) => getJson(test, `/api/projects/${path}`, token);

  it('project-for-special-large-amount-gift: the reserve project the gift fits most tightly, else the one with most left', async () => {
    const goals = [20_000, 50_000, 80_000];
    const made = [];
    for (const goal of goals) made.push((await createProject(test, owner.token, { goal_amount_cents: goal })).id);
    // Not in the reserve: would fit best and has the most left, yet is never picked.
    await createProject(test, owner.token, { goal_amount_cents: 200_000 });
    await createProject(test, owner.token, { goal_amount_cents: 10_000 });
    for (const id of made) await setProject(test, id, { in_reserve: true });
    const pick = async (amount: number) => (await get(`project-for-special-large-amount-gift?amount_cents=${amount}`)).json().project?.id;
    expect(await pick(10_000)).toBe(made[0]);
    expect(await pick(45_000)).toBe(made[1]);
    expect(await pick(60_000)).toBe(made[2]);
    expect(await pick(100_000)).toBe(made[2]);
    expect((await get('project-for-special-large-amount-gift')).statusCode).toBe(422);
  });

  it('project-for-cotn-event: the active project with that invite code, in any case; 404 with a message otherwise', async () => {
    const project = await createProject(test, owner.token);
    await send(test, 'PATCH', `/api/projects/${project.id}`, admin.token, { cotn_invite_code: 'COTN-2031' });
    expect((await get('project-for-cotn-event?code=cotn-2031')).json().id).toBe(project.id);
    const missing = await get('project-for-cotn-event?code=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No project matches this event invite code');
    await send(test, 'DELETE', `/api/projects/${project.id}`, owner.token);
    expect((await get('project-for-cotn-event?code=COTN-2031')).statusCode).toBe(404);
  });

  it('project-for-grove-event: the newest active project both special and featured', async () => {
    expect((await get('project-for-grove-event')).json()).toEqual({ message: 'There is no Grove event project right now' });
    const grove = await createProject(test, owner.token);
    const onlyFeatured = await createProject(test, owner.token);
    await send(test, 'POST', `/api/projects/${grove.id}/special`, admin.token);
    await send(test, 'POST', `/api/projects/${grove.id}/featured`, admin.token);
    await send(test, 'POST', `/api/projects/${onlyFeatured.id}/featured`, admin.token);
    expect((await get('project-for-grove-event')).json().id).toBe(grove.id);
  });

  it('abc-sponsors-count and abc-sponsors-line: a sponsorship project’s monthly sponsors and its children waiting for one', async () => {
    const program = await createProject(test, owner.token, { title: 'Sponsor a child' });
    const children = [];
    for (let i = 0; i < 3; i++) {
      const child = await createProject(test, owner.token, { title: `Child ${i}` });
      await send(test, 'PATCH', `/api/projects/${child.id}`, admin.token, {
        sponsorship_project_id: program.id,
        is_sponsored_project: true,
      });
      await setProject(test, child.id, { created_at: new Date(Date.UTC(2031, 0, 1 + i)) });
      children.push(child.id);
    }
    const second = await signUp(test.app);
    await recordGift(test, children[1]!, donor.user.id, 3_000, { monthly: true });
    await recordGift(test, program.id, second.user.id, 3_000, { monthly: true });
    await recordGift(test, children[2]!, second.user.id, 3_000); // one-time: not a sponsor
    expect((await get(`${program.id}/abc-sponsors-count`)).json()).toEqual({
      project_id: program.id,
      sponsors_count: 2,
      sponsored_count: 1,
      waiting_count: 2,
    });
    const line = await get(`${program.id}/abc-sponsors-line`);
    expect(ids(line)).toEqual([children[0], children[2]]);
    expect(line.json().data[0].sponsorship_project).toEqual({ id: program.id, title: 'Sponsor a child' });
    expect((await send(test, 'PATCH', `/api/projects/${program.id}`, admin.token, { sponsorship_project_id: program.id })).statusCode).toBe(
      422,
    );
  });

  it('messages-with-approve-state: updates and encouragements with their sponsor approval, for the project’s side', async () => {
    const project = await createProject(test, owner.token);
    await test.ctx.db.insert(timelineEvents).values([
      {
        project_id: project.id,
        user_id: owner.user.id,
        type: 'update',
        message: 'Week one',
        approved_sponsor_event: true,
        created_at: new Date('2031-01-01T00:00:00Z'),
      },
      {
        project_id: project.id,
        user_id: donor.user.id,
        type: 'encouragement',
        message: 'Go!',
        created_at: new Date('2031-01-02T00:00:00Z'),
      },
      { project_id: project.id, user_id: donor.user.id, type: 'comment', message: 'Not a message for sponsors' },
    ]);
    const writer = await signUp(test.app);
    await grantRole(test, writer.user.id, owner.user.id, 'content_manager');
    for (const token of [owner.token, writer.token, admin.token]) {
      const response = await get(`${project.id}/messages-with-approve-state`, token);
      expect(response.json().total).toBe(2);
      expect(
        response.json().data.map((m: { message: string; approved_sponsor_event: boolean }) => [m.message, m.approved_sponsor_event]),
      ).toEqual([
        ['Go!', false],
        ['Week one', true],
      ]);
    }
    expect((await get(`${project.id}/messages-with-approve-state`, donor.token)).statusCode).toBe(403);
    expect((await get(`${project.id}/messages-with-approve-state`)).statusCode).toBe(401);
  });

  it('projects-with-subscription: the caller’s monthly-giving projects with the latest monthly amount', async () => {
    const giver = await signUp(test.app);
    const [a, b, c] = [
      await createProject(test, owner.token),
      await createProject(test, owner.token),
      await createProject(test, owner.token),
    ];
    await recordGift(test, a.id, giver.user.id, 1_000, { monthly: true, at: new Date('2031-02-01T00:00:00Z') });
    await recordGift(test, a.id, giver.user.id, 1_500, { monthly: true, at: new Date('2031-03-01T00:00:00Z') });
    await recordGift(test, b.id, giver.user.id, 2_000, { monthly: true, at: new Date('2031-02-15T00:00:00Z') });
    await recordGift(test, c.id, giver.user.id, 9_000);
    const response = await get('projects-with-subscription', giver.token);
    expect(ids(response)).toEqual([a.id, b.id]);
    expect(response.json().data[0]).toMatchObject({ monthly_amount_cents: 1_500, last_monthly_gift_at: '2031-03-01T00:00:00.000Z' });
    expect((await get('projects-with-subscription')).statusCode).toBe(401);
  });

  it('grouped-gifts-from-project-with-subscription: monthly givers by donor, for the project’s side', async () => {
    const project = await createProject(test, owner.token);
    const shy = await signUp(test.app);
    await recordGift(test, project.id, donor.user.id, 1_000, { monthly: true, at: new Date('2031-01-01T00:00:00Z') });
    await recordGift(test, project.id, donor.user.id, 1_000, { monthly: true, at: new Date('2031-02-01T00:00:00Z') });
    await recordGift(test, project.id, shy.user.id, 500, { monthly: true, anonymous: true, at: new Date('2031-01-10T00:00:00Z') });
    await recordGift(test, project.id, shy.user.id, 500, { monthly: true, anonymous: true, at: new Date('2031-02-10T00:00:00Z') });
    await recordGift(test, project.id, donor.user.id, 7_000);
    const response = await get(`${project.id}/grouped-gifts-from-project-with-subscription`, owner.token);
    expect(response.json().total).toBe(2);
    expect(
      response.json().data.map((g: { name: string; amount_cents: number; gifts_count: number }) => [g.name, g.amount_cents, g.gifts_count]),
    ).toEqual([
      ['Anonymous', 1_000, 2],
      ['Erin Example', 2_000, 2],
    ]);
    expect(response.json().data[0].user).toBeNull();
    expect((await get(`${project.id}/grouped-gifts-from-project-with-subscription`, donor.token)).statusCode).toBe(403);
  });

  it('funded-sum-before-stripe-connect: raised, sent and held, for the project’s side', async () => {
    const project = await createProject(test, owner.token);
    await recordGift(test, project.id, donor.user.id, 5_000);
    await setProject(test, project.id, { net_funds_sent_cents: 1_200 });
    expect((await get(`${project.id}/funded-sum-before-stripe-connect`, owner.token)).json()).toEqual({
      project_id: project.id,
      amount_raised_cents: 5_000,
      net_funds_sent_cents: 1_200,
      held_cents: 3_800,
    });
    expect((await get(`${project.id}/funded-sum-before-stripe-connect`, donor.token)).statusCode).toBe(403);
  });

  it('check-that-cloudinary-post-finish: finished when every uploaded media URL names a stored file', async () => {
    const key = `${'d'.repeat(32)}.png`;
    await test.ctx.db
      .insert(uploads)
      .values({ user_id: owner.user.id, storage_key: key, content_type: 'image/png', kind: 'image', size_bytes: 1 });
    const project = await createProject(test, owner.token, { photo_url: `/api/uploads/${key}` });
    expect((await get(`${project.id}/check-that-cloudinary-post-finish`)).json()).toEqual({
      project_id: project.id,
      finished: true,
      pending: [],
    });
    const missing = `/api/uploads/${'e'.repeat(32)}.png`;
    await setProject(test, project.id, { custom_thumbnail_photo: missing });
    expect((await get(`${project.id}/check-that-cloudinary-post-finish`)).json()).toEqual({
      project_id: project.id,
      finished: false,
      pending: [missing],
    });
  });

  it('owner-id: who owns the project', async () => {
    const project = await createProject(test, owner.token);
    expect((await get(`${project.id}/owner-id`)).json()).toEqual({ project_id: project.id, owner_id: owner.user.id });
    expect((await get('987654321/owner-id')).statusCode).toBe(404);
  });
});
