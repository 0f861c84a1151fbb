import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { startGuest } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/timeline.js';

describe('abuse reports: POST /api/abuse-reports, GET (admin)', () => {
  let test: TestApp;
  let reporter: Awaited<ReturnType<typeof signUp>>;
  let admin: Awaited<ReturnType<typeof signUp>>;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp();
    reporter = await signUp(test.app);
    owner = await signUp(test.app);
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    projectId = await insertProject(test, owner.user.id);
  });
  afterAll(() => test.close());

  const report = (payload: Record<string, unknown>, token: string | null = reporter.token) =>
    test.app.inject({ method: 'POST', url: '/api/abuse-reports', payload, headers: token ? bearer(token) : {} });
  const postComment = async (message: string) => {
    const url = `/api/projects/${projectId}/comments`;
    return (await test.app.inject({ method: 'POST', url, payload: { message }, headers: bearer(owner.token) })).json();
  };
  const list = (token: string, query = '') => test.app.inject({ method: 'GET', url: `/api/abuse-reports${query}`, headers: bearer(token) });

  it('files a report about a project or a timeline event; admins list them newest first', async () => {
    const first = await report({ project_id: projectId, reason: 'fraud', message: ' Photos are from a stock site ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      reporter_id: reporter.user.id,
      project_id: projectId,
      event_id: null,
      review_id: null,
      review_partner_id: null,
      reason: 'fraud',
      message: 'Photos are from a stock site',
      status: 'open',
      created_at: expect.any(String),
    });
    const comment = await postComment('Buy pills');
    const second = await report({ event_id: comment.id, reason: 'spam' });
    expect(second.json()).toMatchObject({ project_id: projectId, event_id: comment.id, message: null });

    const listed = (await list(admin.token)).json();
    expect(listed.total).toBe(2);
    expect(listed.data.map((r: { id: number }) => r.id)).toEqual([second.json().id, first.json().id]);
    expect((await list(admin.token, '?status=resolved')).json()).toEqual({ data: [], total: 0 });
  });

  it('lets guests report too, but not anonymous visitors; only admins list', async () => {
    const guest = await startGuest(test.app);
    expect((await report({ project_id: projectId, reason: 'spam' }, guest.token)).statusCode).toBe(201);
    expect((await report({ project_id: projectId, reason: 'spam' }, null)).statusCode).toBe(401);
    expect((await list(reporter.token)).statusCode).toBe(403);
    expect((await test.app.inject({ method: 'GET', url: '/api/abuse-reports' })).statusCode).toBe(401);
  });

  it('validates the reason, the target and the message', async () => {
    const badReason = await report({ project_id: projectId, reason: 'boring' });
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json().errors.reason[0]).toBe(
      'Choose one of: spam, fraud, inappropriate, harassment, misinformation, copyright, other',
    );
    expect((await report({ project_id: projectId, reason: 'other' })).json().errors.message).toEqual(['Please tell us what is wrong']);
    expect((await report({ reason: 'spam' })).json().errors.project_id).toHaveLength(1);
    expect((await report({ project_id: 999_999, reason: 'spam' })).statusCode).toBe(404);
    expect((await report({ event_id: 999_999, reason: 'spam' })).statusCode).toBe(404);
    const elsewhere = await insertProject(test, owner.user.id);
    const comment = await postComment('x');
    expect((await report({ project_id: elsewhere, event_id: comment.id, reason: 'spam' })).json().errors.event_id).toHaveLength(1);
  });

  it('limits each account to 10 reports an hour (429 with retry-after)', async () => {
    const busy = await signUp(test.app);
    for (let i = 0; i < 10; i++) expect((await report({ project_id: projectId, reason: 'spam' }, busy.token)).statusCode).toBe(201);
    const limited = await report({ project_id: projectId, reason: 'spam' }, busy.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report({ project_id: projectId, reason: 'spam' })).statusCode).toBe(201);
  });
});
