import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('the development mailbox', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    [dev, prod] = await Promise.all([
      createTestApp({ env: { APP_ENV: 'development' } }),
      createTestApp({ env: { APP_ENV: 'production' } }),
    ]);
  });
  afterAll(() => Promise.all([dev.close(), prod.close()]));

  it('lists the outbox, newest first, filtered by recipient', async () => {
    await dev.ctx.mailer.send({ transactional: true, to: 'one@example.test', subject: 'First', text: 'a' });
    await dev.ctx.mailer.send({ transactional: true, to: 'two@example.test', subject: 'Second', text: 'b' });
    const all = await dev.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    const one = await dev.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=ONE@example.test' });
    expect(one.json()).toMatchObject({ total: 1, data: [{ to_address: 'one@example.test', subject: 'First', text_body: 'a' }] });
  });

  it('does not exist in production or for another machine', async () => {
    expect((await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    const remote = await dev.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});
