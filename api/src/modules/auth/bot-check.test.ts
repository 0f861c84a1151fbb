import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { startLocalServer } from '../../test-support/local-server.js';
import { userRowByEmail } from '../../test-support/accounts.js';

/** The bot-check hook, against a local stand-in for the verification service that accepts only the token 'good'. */
describe('bot check (BOT_CHECK_SECRET configured)', () => {
  let test: TestApp;
  let verifier: Awaited<ReturnType<typeof startLocalServer>>;
  const calls: URLSearchParams[] = [];
  let failing = false;
  beforeAll(async () => {
    verifier = await startLocalServer((req, url, body) => {
      const form = new URLSearchParams(body);
      calls.push(form);
      if (url.pathname !== '/verify' || req.method !== 'POST') return { status: 404, json: {} };
      if (failing) return { status: 500, json: { success: true } };
      return { json: { success: form.get('secret') === 's' && form.get('response') === 'good' } };
    });
    test = await createTestApp({ env: { BOT_CHECK_SECRET: 's', BOT_CHECK_VERIFY_URL: `${verifier.url}/verify` } });
  });
  afterAll(async () => {
    await test.close();
    await verifier.close();
  });

  const signUpWith = (extra: Record<string, unknown>, ip = nextIp()) => {
    const payload = { email: uniqueEmail('bot'), password: 'correct-horse-42', first_name: 'Bo', last_name: 'Tee', ...extra };
    return test.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress: ip }).then((response) => ({ response, payload }));
  };

  it('refuses a sign-up without a bot token with 422 on bot_token, creating nothing', async () => {
    const { response, payload } = await signUpWith({});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ bot_token: [expect.any(String)] });
    expect(await userRowByEmail(test, payload.email)).toBeUndefined();
  });

  it('refuses a sign-up whose token the verifier rejects', async () => {
    const before = calls.length;
    const { response, payload } = await signUpWith({ bot_token: 'bad' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('bot_token');
    expect(calls.length).toBe(before + 1);
    expect(await userRowByEmail(test, payload.email)).toBeUndefined();
  });

  it('accepts a sign-up whose token the verifier accepts, sending it the secret and the client IP', async () => {
    const ip = nextIp();
    const { response } = await signUpWith({ bot_token: 'good' }, ip);
    expect(response.statusCode).toBe(201);
    const last = calls.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ secret: 's', response: 'good', remoteip: ip });
  });

  it('guards login the same way', async () => {
    const { payload } = await signUpWith({ bot_token: 'good' });
    const login = (extra: Record<string, unknown>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: payload.email, password: payload.password, ...extra },
        remoteAddress: nextIp(),
      });
    const without = await login({});
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toHaveProperty('bot_token');
    expect((await login({ bot_token: 'bad' })).statusCode).toBe(422);
    const ok = await login({ bot_token: 'good' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
  });

  it('refuses (fails closed) while the verifier answers an error', async () => {
    failing = true;
    try {
      const { response } = await signUpWith({ bot_token: 'good' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('bot_token');
    } finally {
      failing = false;
    }
    expect((await signUpWith({ bot_token: 'good' })).response.statusCode).toBe(201);
  });
});

describe('bot check with the verifier unreachable', () => {
  it('refuses (fails closed)', async () => {
    const gone = await startLocalServer(() => ({ json: { success: true } }));
    await gone.close();
    const test = await createTestApp({ env: { BOT_CHECK_SECRET: 's', BOT_CHECK_VERIFY_URL: `${gone.url}/verify` } });
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { email: uniqueEmail(), password: 'correct-horse-42', first_name: 'A', last_name: 'B', bot_token: 'good' },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('bot_token');
    } finally {
      await test.close();
    }
  });
});
