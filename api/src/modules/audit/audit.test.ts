import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { createProject, getJson, send } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;
interface Page {
  data: { id: number; action: string; actor_id: number; actor_name: string; target_type: string; target_id: number; created_at: string }[];
  total: number;
}

describe('the audit log: every admin action recorded, browsable by admins, never changed', () => {
  let test: TestApp;
  let admin: Session;
  let other: Session;
  let sales: Session;
  let owner: Session;
  let project: { id: number };
  beforeAll(async () => {
    test = await createTestApp();
    admin = await signUp(test.app, { first_name: 'Ada', last_name: 'Admin' });
    other = await signUp(test.app, { first_name: 'Otto', last_name: 'Other' });
    sales = await signUp(test.app);
    owner = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await makeAdmin(test, other.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    project = await createProject(test, owner.token);
    await send(test, 'POST', `/api/projects/${project.id}/staff-picks`, admin.token);
    await send(test, 'POST', `/api/projects/${project.id}/ban`, other.token, { reason: 'Copied story' });
    await send(test, 'DELETE', `/api/projects/${project.id}/ban`, admin.token);
    await send(test, 'POST', `/api/users/${owner.user.id}/hidden-from-feeds`, other.token);
  });
  afterAll(() => test.close());

  const page = async (query: string, token = admin.token) => (await getJson(test, `/api/audit-log?${query}`, token)).json() as Page;

  it('records project moderation with who, what and the fields before and after, newest first', async () => {
    const log = await page(`target_type=project&target_id=${project.id}`);
    expect(log.data.map((e) => e.action)).toEqual(['project.ban.off', 'project.ban.on', 'project.staff-picks.on']);
    expect(log.data[1]).toMatchObject({
      actor_id: other.user.id,
      actor_name: 'Otto Other',
      reason: 'Copied story',
      before: { status: 'active', ban_reason: null },
      after: { status: 'banned', ban_reason: 'Copied story' },
    });
    expect(log.data[2]).toMatchObject({ before: { is_staff_pick: false }, after: { is_staff_pick: true } });
  });

  it('filters by actor, action and a date range (start included, end excluded)', async () => {
    const byOther = await page(`actor_id=${other.user.id}`);
    expect(byOther.data.map((e) => e.action).sort()).toEqual(['project.ban.on', 'user.hidden-from-feeds.on']);
    expect((await page('action=project.staff-picks.on')).data.every((e) => e.action === 'project.staff-picks.on')).toBe(true);
    const newest = (await page('limit=1')).data[0]!;
    expect((await page(`datestart=${newest.created_at}&limit=100`)).data.map((e) => e.id)).toContain(newest.id);
    expect((await page(`dateend=${newest.created_at}&limit=100`)).data.map((e) => e.id)).not.toContain(newest.id);
    const backwards = await getJson(test, `/api/audit-log?datestart=2026-02-01T00:00:00Z&dateend=2026-01-01T00:00:00Z`, admin.token);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.dateend).toBeDefined();
    const one = await getJson(test, `/api/audit-log/${newest.id}`, admin.token);
    expect(one.json()).toMatchObject({ id: newest.id, action: newest.action });
  });

  it('only admins read it: sales staff and everyone else are refused', async () => {
    expect((await getJson(test, '/api/audit-log')).statusCode).toBe(401);
    expect((await getJson(test, '/api/audit-log', sales.token)).statusCode).toBe(403);
    expect((await getJson(test, '/api/audit-log', owner.token)).statusCode).toBe(403);
    expect((await getJson(test, '/api/audit-log/1', sales.token)).statusCode).toBe(403);
  });

  it('the database refuses to change, delete or truncate an entry', async () => {
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => 'no error',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await failure(test.ctx.db.execute(sql`UPDATE audit_log SET action = 'forged'`))).toMatch(/append-only/);
    expect(await failure(test.ctx.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    expect(await failure(test.ctx.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only/);
    expect((await page('limit=100')).total).toBeGreaterThanOrEqual(4);
  });

  it('a refused or failed action records nothing', async () => {
    const before = (await page('limit=1')).total;
    await send(test, 'POST', `/api/projects/${project.id}/ban`, admin.token, { reason: '' });
    await send(test, 'POST', `/api/projects/${project.id}/featured`, sales.token);
    expect((await page('limit=1')).total).toBe(before);
  });

  it('exports the filtered log as a streamed CSV (admins only): quoted, formula cells neutralised, named by its range', async () => {
    await send(test, 'POST', `/api/users/${owner.user.id}/ban`, admin.token, { reason: '=HYPERLINK("http://x","a, b")' });
    await send(test, 'DELETE', `/api/users/${owner.user.id}/ban`, admin.token);
    const range = 'datestart=2000-01-01T00:00:00Z&dateend=2100-01-01T00:00:00Z';
    const csv = await getJson(test, `/api/audit-log/export?target_type=user&target_id=${owner.user.id}&${range}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="storyfund-audit-log-2000-01-01_2100-01-01.csv"');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,date_utc,actor_id,actor,action,target_type,target_id,reason,before,after');
    expect(lines.map((l) => l.split(',')[4])).toEqual(['action', 'user.ban.off', 'user.ban.on', 'user.hidden-from-feeds.on']);
    // The reason starts with =: written as text ('=...), quoted because it holds quotes and a comma.
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://x"",""a, b"")",`);
    expect(lines[2]).toMatch(/^\d+,\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d,/);
    expect((await getJson(test, '/api/audit-log/export', sales.token)).statusCode).toBe(403);
    expect((await getJson(test, '/api/audit-log/export')).statusCode).toBe(401);
    const backwards = await getJson(test, '/api/audit-log/export?datestart=2026-02-01T00:00:00Z&dateend=2026-01-01T00:00:00Z', admin.token);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.dateend).toBeDefined();
  });
});
