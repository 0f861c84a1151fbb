import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, signUp, uniqueEmail, type TestApp } from '../test-support/test-app.js';

describe('text no field may hold, and JSON of the wrong type', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const signUpWith = (fields: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: nextIp(),
      payload: { email: uniqueEmail(), password: 'correct-horse-42', first_name: 'Erin', last_name: 'Example', ...fields },
    });

  it('answers 422 naming the field for a NUL byte, in the body, the query or the path', async () => {
    const body = await signUpWith({ first_name: 'Er\u0000in' });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toMatchObject({ errors: { first_name: [expect.stringMatching(/NUL/)] } });

    const path = await test.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pi_%00x/authenticate',
      payload: { client_secret: 'x', outcome: 'approve' },
    });
    expect(path.statusCode).toBe(422);
    expect(path.json()).toMatchObject({ errors: { intentId: [expect.stringMatching(/NUL/)] } });

    const query = await test.app.inject({ method: 'GET', url: '/api/projects?q=a%00b' });
    expect(query.statusCode).toBe(422);
    expect(Object.values(query.json().errors).flat()).toEqual([expect.stringMatching(/NUL/)]);
  });

  it('answers 422 naming the field for an unpaired surrogate, and accepts a paired one', async () => {
    const lone = await signUpWith({ last_name: 'Ex\ud800ample' });
    expect(lone.statusCode).toBe(422);
    expect(lone.json()).toMatchObject({ errors: { last_name: [expect.stringMatching(/Unicode/)] } });
    const low = await signUpWith({ last_name: '\udc00' });
    expect(low.statusCode).toBe(422);
    expect((await signUpWith({ last_name: 'Smile \ud83d\ude00' })).statusCode).toBe(201);
  });

  it('names a field called after a member every object has (valueOf, constructor) like any other', async () => {
    // The field lists are keyed by what the client sent: an inherited member taken for a list answered 500.
    const { token, user } = await signUp(test.app);
    const extra = await test.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/fundraising-goal-donor`,
      headers: { authorization: `Bearer ${token}` },
      payload: { goal_cents: 10_000, valueOf: null, constructor: 1, toString: 'x' },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({
      valueOf: ['is not a field you can set'],
      constructor: ['is not a field you can set'],
      toString: ['is not a field you can set'],
    });
    const nul = await signUpWith({ hasOwnProperty: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ hasOwnProperty: [expect.stringMatching(/NUL/)] });
    // A __proto__ key never reaches validation: the JSON parser refuses the body.
    const proto = await test.app.inject({
      method: 'POST',
      url: '/api/users',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${uniqueEmail()}","password":"correct-horse-42","__proto__":{"is_admin":true}}`,
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toMatchObject({ message: expect.any(String) });
  });

  it('refuses a JSON value of the wrong type instead of coercing it', async () => {
    const { token, user } = await signUp(test.app);
    const route = await test.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/route`,
      headers: { authorization: `Bearer ${token}` },
      payload: { custom_route: true },
    });
    expect(route.statusCode).toBe(422);
    expect(route.json()).toMatchObject({ errors: { custom_route: [expect.any(String)] } });
    const wrongName = await signUpWith({ first_name: 12 });
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json()).toMatchObject({ errors: { first_name: [expect.any(String)] } });
  });

  it('answers a path that cannot be decoded with the API error body', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/users/%F0%9F/followers' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses an offset past any real list instead of failing in the database', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/projects?offset=99999999999999999999' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { offset: [expect.any(String)] } });
  });

  it('refuses a number too large to be finite (1e309), in the query or in JSON, naming the field', async () => {
    const query = await test.app.inject({ method: 'GET', url: '/api/projects/owner_projects_info?owner_id=1e309' });
    expect(query.statusCode).toBe(422);
    expect(query.json()).toMatchObject({ errors: { owner_id: [expect.stringMatching(/finite/)] } });
    const { token, user } = await signUp(test.app);
    const body = await test.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/update-login-info`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"country_code": 1e309}',
    });
    expect(body.statusCode).toBe(422);
  });

  it('still reads numbers and booleans from the query string and the path', async () => {
    const { token, user } = await signUp(test.app);
    const profile = await test.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(profile.statusCode).toBe(200);
    const page = await test.app.inject({ method: 'GET', url: '/api/projects?limit=2&offset=0&not_funded_only=true' });
    expect(page.statusCode).toBe(200);
  });
});
