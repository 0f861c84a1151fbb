import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole } from '../../test-support/accounts.js';
import { encourageWithGift, insertProject } from '../../test-support/timeline.js';
import { timelineEvents } from '../../db/schema/index.js';
import { postGiftEncouragement } from './encouragements.service.js';

describe('encouragements: posted on gift.recorded, and POST .../encouragements/{eventId}/thank', () => {
  let test: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app);
    donor = await signUp(test.app, { first_name: 'Dee', last_name: 'Donor' });
    projectId = await insertProject(test, owner.user.id);
  });
  afterAll(() => test.close());

  const encourage = async (input: { message?: string; dedicatee?: string; anonymous?: boolean }) => ({
    id: await encourageWithGift(test, { projectId, donorId: donor.user.id, ...input }),
  });
  const event = async (id: number, token?: string) =>
    (
      await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline/${id}`, headers: token ? bearer(token) : {} })
    ).json();
  const thank = (id: number, token: string, payload?: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/encouragements/${id}/thank`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });

  it('puts the encouragement on the timeline, with its dedicatee and mentions', async () => {
    const result = await encourage({ message: `In honour of Mum, with @[Olu](user:${owner.user.id})`, dedicatee: 'Mum' });
    expect(await event(result.id)).toMatchObject({
      has_response_from_recipient: false,
      type: 'encouragement',
      user_id: donor.user.id,
      author: { id: donor.user.id, name: 'Dee Donor' },
      mentioned_users: [
        { user_id: null, name: 'Mum', is_dedicatee: true },
        { user_id: owner.user.id, name: 'Erin Example', is_dedicatee: false },
      ],
    });
  });

  it('never reveals the donor of an anonymous gift', async () => {
    const { id } = await encourage({ anonymous: true });
    const seen = await event(id, owner.token);
    expect(seen).toMatchObject({ user_id: null, author: null, message: 'Keep going!' });
    expect(JSON.stringify(seen)).not.toContain('Dee');
  });

  it('posts one encouragement per gift, however many times the listener runs', async () => {
    const id = await encourageWithGift(test, { projectId, donorId: donor.user.id, message: 'Once only' });
    const [row] = await test.ctx.db.select().from(timelineEvents).where(eq(timelineEvents.id, id));
    const again = {
      gift_id: row!.gift_id!,
      project_id: projectId,
      donor_id: donor.user.id,
      recipient_id: owner.user.id,
      amount_cents: 1_000,
      tip_cents: 0,
      monthly: false,
      anonymous: false,
      tax_exempt: false,
      encouragement: 'Once only',
      dedicatee_name: null,
      dedicatee_email: null,
      dedication_send_at: null,
      at: new Date().toISOString(),
    };
    await Promise.all([postGiftEncouragement(test.ctx, again), postGiftEncouragement(test.ctx, again)]);
    const posted = await test.ctx.db.select().from(timelineEvents).where(eq(timelineEvents.gift_id, row!.gift_id!));
    expect(posted).toHaveLength(1);
  });

  it('the project side thanks the donor: marked responded, with an optional reply in the thread', async () => {
    const { id } = await encourage({});
    const plain = await thank(id, owner.token);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ id, has_response_from_recipient: true, childs_count: 0 });

    const content = await signUp(test.app);
    await grantRole(test, content.user.id, owner.user.id, 'content_manager');
    const second = (await encourage({})).id;
    const withReply = await thank(second, content.token, { message: 'Thank you so much!' });
    expect(withReply.json()).toMatchObject({ has_response_from_recipient: true, childs_count: 1 });
    expect((await event(second)).comments).toMatchObject([
      { type: 'comment', message: 'Thank you so much!', author: { id: content.user.id } },
    ]);
  });

  it('only the project side may thank, and only encouragements', async () => {
    const { id } = await encourage({});
    expect((await thank(id, donor.token)).statusCode).toBe(403);
    expect((await event(id)).has_response_from_recipient).toBe(false);
    const url = `/api/projects/${projectId}/updates`;
    const update = (await test.app.inject({ method: 'POST', url, payload: { message: 'News' }, headers: bearer(owner.token) })).json();
    expect((await thank(update.id, owner.token)).statusCode).toBe(404);
    const anonymous = await test.app.inject({ method: 'POST', url: `/api/projects/${projectId}/encouragements/${id}/thank` });
    expect(anonymous.statusCode).toBe(401);
  });
});
