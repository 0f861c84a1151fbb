import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../test-support/test-app.js';
import { logSerializers, safeErrorMessage } from './log-redaction.js';
import { capturedLog } from '../test-support/captured-log.js';

describe('a failed query is logged without its values', () => {
  it('keeps the statement and the database code, drops the parameters and quoted values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "dana@example.test"'), {
      code: '22P02',
      severity: 'ERROR',
      routine: 'pg_strtoint32_safe',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['dana@example.test', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'],
      cause,
    );
    const logged = JSON.stringify(logSerializers.err(err));
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('dana@example.test');
    expect(logged).not.toContain('argon2id');
    expect(safeErrorMessage(err)).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)');
  });
});

describe('during a database outage', () => {
  let test: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    test = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  });
  afterAll(async () => {
    await test.app.close();
    await test.close().catch(() => undefined);
  });

  it('answers 503 and logs the failure, but no email, password or Idempotency-Key of the request', async () => {
    await test.database.close();
    const email = 'outage-secret@example.test';
    const password = 'outage-password-9';
    const signUp = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: nextIp(),
      payload: { email, password, first_name: 'Out', last_name: 'Age' },
    });
    expect(signUp.statusCode).toBe(503);
    const key = 'idem-outage-key-0123456789';
    const gift = await test.app.inject({
      method: 'POST',
      url: '/api/gifts',
      remoteAddress: nextIp(),
      headers: { 'idempotency-key': key },
      payload: { project_id: 1, amount_cents: 2500, payment_method_id: 'pm_card_visa', dedicatee_email: 'dedicatee-secret@example.test' },
    });
    expect(gift.statusCode).toBeGreaterThanOrEqual(400);
    expect(log.text()).toContain('temporarily unavailable');
    for (const secret of [email, password, key, 'dedicatee-secret@example.test']) expect(log.text()).not.toContain(secret);
  });
});
