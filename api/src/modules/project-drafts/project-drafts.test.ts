import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, startGuest } from '../../test-support/accounts.js';

describe('project drafts (autosave): /api/project-drafts', () => {
  let test: TestApp;
  let author: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    test = await createTestApp();
    author = await signUp(test.app);
    other = await signUp(test.app);
  });
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    test.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

  it('creates, reads, autosaves, lists and deletes a draft', async () => {
    const created = await call('POST', '/api/project-drafts', author.token, {
      data: { title: 'Clean water', goal_amount_cents: 'not checked yet' },
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toEqual({
      id: expect.any(Number),
      user_id: author.user.id,
      owner_id: author.user.id,
      data: { title: 'Clean water', goal_amount_cents: 'not checked yet' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const form = { title: 'Clean water for all', categories: ['Water'] };
    const saved = await call('PATCH', `/api/project-drafts/${draft.id}`, author.token, { data: form });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ title: 'Clean water for all', categories: ['Water'] });
    expect((await call('GET', `/api/project-drafts/${draft.id}`, author.token)).json().data.title).toBe('Clean water for all');

    const second = (await call('POST', '/api/project-drafts', author.token, {})).json();
    expect(second.data).toEqual({});
    const list = (await call('GET', '/api/project-drafts', author.token)).json();
    expect(list.total).toBe(2);
    expect(list.data.map((d: { id: number }) => d.id)).toEqual([second.id, draft.id]);
    expect((await call('GET', '/api/project-drafts', other.token)).json()).toEqual({ data: [], total: 0 });

    expect((await call('DELETE', `/api/project-drafts/${draft.id}`, author.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/project-drafts/${draft.id}`, author.token)).statusCode).toBe(404);
  });

  it('keeps drafts to their author (and admins)', async () => {
    const draft = (await call('POST', '/api/project-drafts', author.token, { data: { title: 'Private' } })).json();
    const url = `/api/project-drafts/${draft.id}`;
    expect((await call('GET', url, other.token)).statusCode).toBe(403);
    expect((await call('PATCH', url, other.token, { data: {} })).statusCode).toBe(403);
    expect((await call('DELETE', url, other.token)).statusCode).toBe(403);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/project-drafts', null)).statusCode).toBe(401);
    const guest = await startGuest(test.app);
    expect((await call('POST', '/api/project-drafts', guest.token, { data: {} })).statusCode).toBe(403);
    const admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    expect((await call('GET', url, admin.token)).json().data.title).toBe('Private');
    expect((await call('GET', url, author.token)).json().data.title).toBe('Private');
  });

  it('drafts for a partner account need project rights on it', async () => {
    const partner = await signUp(test.app);
    const pm = await signUp(test.app);
    await grantRole(test, pm.user.id, partner.user.id, 'project_manager');
    const made = await call('POST', '/api/project-drafts', pm.token, { owner_id: partner.user.id, data: { title: 'For the partner' } });
    expect(made.json()).toMatchObject({ owner_id: partner.user.id, user_id: pm.user.id });
    expect((await call('POST', '/api/project-drafts', other.token, { owner_id: partner.user.id, data: {} })).statusCode).toBe(403);
  });

  it('data must be a JSON object under 100 KB', async () => {
    const id = (await call('POST', '/api/project-drafts', author.token, { data: {} })).json().id;
    for (const data of [[1, 2], 'text', 42, null]) {
      const response = await call('PATCH', `/api/project-drafts/${id}`, author.token, { data });
      expect(response.statusCode, JSON.stringify(data)).toBe(422);
      expect(response.json().errors.data).toEqual(['Draft data must be a JSON object']);
    }
    const big = await call('PATCH', `/api/project-drafts/${id}`, author.token, { data: { description: 'x'.repeat(100 * 1024) } });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.data).toEqual(['Draft data can be at most 100 KB']);
    expect(
      (await call('PATCH', `/api/project-drafts/${id}`, author.token, { data: { description: 'x'.repeat(90 * 1024) } })).statusCode,
    ).toBe(200);
    expect((await call('PATCH', `/api/project-drafts/${id}`, author.token, {})).statusCode).toBe(422);
  });
});
