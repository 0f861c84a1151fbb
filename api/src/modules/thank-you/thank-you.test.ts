import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole } from '../../test-support/accounts.js';
import { startLocalServer } from '../../test-support/local-server.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';

describe('POST /api/projects/ai/thank-you', () => {
  const seen: { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  let failing = false;
  let ai: Awaited<ReturnType<typeof startLocalServer>>;
  let plain: TestApp;
  let withAi: TestApp;
  beforeAll(async () => {
    ai = await startLocalServer((req, url, body) => {
      if (url.pathname !== '/v1/chat/completions') return { status: 404, json: {} };
      seen.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      return failing
        ? { status: 500, json: { error: 'overloaded' } }
        : { json: { choices: [{ message: { role: 'assistant', content: '  Thank you, Dee! The well is nearly done.  ' } }] } };
    });
    [plain, withAi] = await Promise.all([
      createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } }),
      createTestApp({
        env: { RATE_LIMIT_SCALE: '1000', THANK_YOU_AI_URL: `${ai.url}/v1`, THANK_YOU_AI_KEY: 'sk-test', THANK_YOU_AI_MODEL: 'tiny' },
      }),
    ]);
  });
  afterAll(() => Promise.all([plain.close(), withAi.close(), ai.close()]));

  async function setup(test: TestApp) {
    const [owner, donor, writer, stranger] = await Promise.all([
      signUp(test.app),
      signUp(test.app, { first_name: 'Dee', last_name: 'Donor' }),
      signUp(test.app),
      signUp(test.app),
    ]);
    await grantRole(test, writer.user.id, owner.user.id, 'content_manager');
    const projectId = await insertProject(test, owner.user.id, {
      title: 'Village well',
      owner_name: 'Well Keepers',
      goal_amount_cents: 10_000,
    });
    const gift = (
      await give(test, projectId, validGift({ amount_cents: 2_500, encouragement: 'Go team!', dedicatee_name: 'Ada' }), {
        token: donor.token,
      })
    ).json().gift;
    const anonymous = (await give(test, projectId, validGift({ amount_cents: 1_000, anonymous: true }), { token: donor.token })).json()
      .gift;
    return { owner, donor, writer, stranger, gift, anonymous };
  }
  const draft = (test: TestApp, token: string, body: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: '/api/projects/ai/thank-you', headers: bearer(token), payload: body });

  it("drafts from a template by default, with the gift's facts, and never names an anonymous donor", async () => {
    const { owner, gift, anonymous } = await setup(plain);
    const res = await draft(plain, owner.token, { gift_id: gift.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ gift_id: gift.id, tone: 'warm', source: 'template' });
    const message: string = res.json().message;
    expect(message).toMatch(/^Dear Dee,\n/);
    expect(message).toContain('gift of $25.00 to "Village well"');
    expect(message).toContain('in honour of Ada');
    expect(message).toContain('Your kind words');
    expect(message).toContain('35% of the way');
    expect(message.endsWith('Well Keepers')).toBe(true);
    const anon = (await draft(plain, owner.token, { gift_id: anonymous.id, tone: 'brief' })).json().message;
    expect(anon).toBe('Thank you, friend, for your gift of $10.00 to "Village well"!\n\nWell Keepers');
  });

  it('uses the configured OpenAI-compatible endpoint, sending facts but no email, and falls back to the template', async () => {
    const { writer, donor, gift } = await setup(withAi);
    const res = await draft(withAi, writer.token, { gift_id: gift.id, tone: 'formal', hint: 'The pump arrives Monday' });
    expect(res.json()).toMatchObject({ source: 'ai', tone: 'formal', message: 'Thank you, Dee! The well is nearly done.' });
    const call = seen.at(-1)!;
    expect(call.auth).toBe('Bearer sk-test');
    expect(call.body.model).toBe('tiny');
    const prompt = call.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain("Donor's first name: Dee.");
    expect(prompt).toContain('The pump arrives Monday');
    expect(prompt).toContain('formal tone');
    expect(prompt).not.toContain(donor.user.email);
    failing = true;
    const fallback = await draft(withAi, writer.token, { gift_id: gift.id, tone: 'formal' });
    failing = false;
    expect(fallback.json()).toMatchObject({ source: 'template' });
    expect(fallback.json().message).toMatch(/^Dear Dee,\n\nOn behalf of Well Keepers/);
  });

  it("is for the project's side only; bad input answers 422", async () => {
    const { donor, stranger, owner, gift } = await setup(plain);
    expect((await draft(plain, donor.token, { gift_id: gift.id })).statusCode).toBe(403);
    expect((await draft(plain, stranger.token, { gift_id: gift.id })).statusCode).toBe(403);
    expect((await plain.app.inject({ method: 'POST', url: '/api/projects/ai/thank-you', payload: { gift_id: gift.id } })).statusCode).toBe(
      401,
    );
    expect((await draft(plain, owner.token, { gift_id: 99_999_999 })).statusCode).toBe(404);
    const bad = await draft(plain, owner.token, { gift_id: gift.id, tone: 'sarcastic' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['tone']);
  });
});
