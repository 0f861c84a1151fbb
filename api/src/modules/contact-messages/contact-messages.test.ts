import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, nextIp, signUp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/accounts.js';

describe('contact: POST /api/users/send-contact-us-message; the contact-messages resource (admins)', () => {
  let test: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let member: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp({ env: { CONTACT_STAFF_EMAIL: 'staff@storyfund.test' } });
    admin = await signUp(test.app);
    member = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterAll(() => test.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Vic Visitor',
    email: 'vic@example.test',
    reason: 'tax_deductibility',
    message: 'Is my gift to the well project tax-deductible?',
    ...overrides,
  });
  const send = (payload: Record<string, unknown>, opts: { token?: string; ip?: string } = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/users/send-contact-us-message',
      payload,
      headers: opts.token ? bearer(opts.token) : {},
      remoteAddress: opts.ip ?? nextIp(),
    });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, token = admin.token) =>
    test.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('stores the message, emails staff and confirms to the sender; staff list, read and answer it', async () => {
    const sent = await send(valid({ email: ' Vic@Example.test ' }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    const id = sent.json().id as number;

    const [staff] = await mailsTo(test, 'staff@storyfund.test');
    expect(staff!.subject).toBe(`Contact form #${id}: Tax-deductibility`);
    expect(staff!.text_body).toContain('Is my gift to the well project tax-deductible?');
    const [confirmation] = await mailsTo(test, 'vic@example.test');
    expect(confirmation!.subject).toBe('We received your message');

    const listed = (await asAdmin('GET', '/contact-messages?status=new')).json();
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({
      id,
      name: 'Vic Visitor',
      email: 'vic@example.test',
      reason: 'tax_deductibility',
      status: 'new',
      user_id: null,
    });

    const answered = await asAdmin('POST', `/contact-messages/${id}/answer`, {
      answer: 'Yes: every gift to a tax-exempt partner gets a receipt.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answered_by: admin.user.id,
      answer: 'Yes: every gift to a tax-exempt partner gets a receipt.',
    });
    const mails = await mailsTo(test, 'vic@example.test');
    expect(mails.map((m) => m.subject)).toContain('Re: your message to Storyfund (Tax-deductibility)');
    expect((await asAdmin('GET', `/contact-messages/${id}`)).json().status).toBe('answered');
    expect((await asAdmin('GET', '/contact-messages?status=new')).json().total).toBe(0);
  });

  it('names the account of a logged-in sender', async () => {
    const sent = await send(valid({ reason: 'login_trouble' }), { token: member.token });
    expect((await asAdmin('GET', `/contact-messages/${sent.json().id}`)).json().user_id).toBe(member.user.id);
  });

  it('answers field errors for a bad message, and stores nothing', async () => {
    const before = (await asAdmin('GET', '/contact-messages')).json().total;
    const bad = await send({ name: ' ', email: 'not-an-email', reason: 'lottery', message: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      reason: ['Please choose what your message is about'],
      message: ['Message is required'],
    });
    expect((await send({ ...valid(), message: 'x'.repeat(5_001) })).json().errors.message).toEqual([
      'Message can be at most 5000 characters',
    ]);
    expect((await send({ ...valid(), extra: 1 })).statusCode).toBe(422);
    expect((await asAdmin('GET', '/contact-messages')).json().total).toBe(before);
    const id = (await send(valid())).json().id;
    expect((await asAdmin('POST', `/contact-messages/${id}/answer`, { answer: '  ' })).json().errors).toEqual({
      answer: ['Answer is required'],
    });
    expect((await asAdmin('POST', '/contact-messages/999999/answer', { answer: 'Hi' })).statusCode).toBe(404);
    expect((await asAdmin('GET', '/contact-messages/999999')).statusCode).toBe(404);
  });

  it('limits one address to 5 messages an hour (429 with retry-after)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await send(valid({ email: `many-${i}@example.test` }), { ip })).statusCode).toBe(201);
    const limited = await send(valid({ email: 'many-6@example.test' }), { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the messages for admins alone', async () => {
    expect((await asAdmin('GET', '/contact-messages', undefined, member.token)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
    expect((await asAdmin('POST', '/contact-messages/1/answer', { answer: 'x' }, member.token)).statusCode).toBe(403);
  });
});

describe('contact: the bot check, when one is configured', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      env: { BOT_CHECK_SECRET: 'secret', BOT_CHECK_VERIFY_URL: 'http://bot-check.test/verify' },
      overrides: {
        fetch: async (_url, init) => {
          const token = new URLSearchParams(String(init?.body)).get('response');
          return new Response(JSON.stringify({ success: token === 'human' }), { headers: { 'content-type': 'application/json' } });
        },
      },
    });
  });
  afterAll(() => test.close());

  it('refuses a message without a passing token', async () => {
    const payload = { name: 'Bo', email: 'bo@example.test', reason: 'other', message: 'Hello' };
    const refused = await test.app.inject({ method: 'POST', url: '/api/users/send-contact-us-message', payload });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.bot_token).toHaveLength(1);
    const passed = await test.app.inject({
      method: 'POST',
      url: '/api/users/send-contact-us-message',
      payload: { ...payload, bot_token: 'human' },
    });
    expect(passed.statusCode).toBe(201);
  });
});
