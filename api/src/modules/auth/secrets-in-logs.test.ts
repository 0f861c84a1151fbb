import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('passwords and tokens never reach the log', () => {
  let test: TestApp;
  let log = '';
  const sink = new Writable({
    write(chunk, _enc, done) {
      log += String(chunk);
      done();
    },
  });
  beforeAll(async () => {
    test = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: sink });
  });
  afterAll(() => test.close());

  it('logs requests at trace level without the password, the token or the Authorization header', async () => {
    const password = 'very-secret-password-9';
    const signup = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: 'logs@example.test', password, first_name: 'L', last_name: 'G' },
    });
    const { token } = signup.json();
    await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'logs@example.test', password } });
    await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'logs@example.test', password: `${password}x` } });
    await test.app.inject({
      method: 'GET',
      url: '/api/users/1',
      headers: { authorization: `Bearer ${token}`, cookie: `id_token=${token}` },
    });
    expect(log).toContain('incoming request'); // the log is really being written
    expect(log).not.toContain(password);
    expect(log).not.toContain(token);
  });
});
