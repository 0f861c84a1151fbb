import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /api/health and API conventions', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('answers ok with the database kind', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Route GET /api/no-such-thing not found' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers a schema violation with 422 and field errors', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Validation failed', errors: { password: ['is required'] } });
  });

  it('answers a non-numeric id with 422 on the id field', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/users/abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('id');
  });
});
