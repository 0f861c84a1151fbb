import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { capturedLog } from '../../test-support/captured-log.js';

describe('passwords and tokens never reach the log', () => {
  let test: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    test = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
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
    expect(log.text()).toContain('incoming request'); // the log is really being written
    expect(log.text()).not.toContain(password);
    expect(log.text()).not.toContain(token);
  });
});
