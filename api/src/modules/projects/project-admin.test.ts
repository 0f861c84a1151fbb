import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { createProject, getJson, recordGift, send, setProject } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;
type Row = { id: number; title: string; status: string; is_staff_pick: boolean; ban_reason: string | null; amount_raised_cents: number };
const rows = (response: { json: () => unknown }) => (response.json() as { data: Row[]; total: number }).data;

describe('the back-office projects table (GET /projects/admin and its CSV)', () => {
  let test: TestApp;
  let owner: Session;
  let admin: Session;
  let sales: Session;
  let tag: string;
  const made: Record<string, number> = {};
  beforeAll(async () => {
    test = await createTestApp();
    owner = await signUp(test.app);
    admin = await signUp(test.app);
    sales = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    tag = `Grid${Date.now().toString(36)}`;
    for (const [name, goal] of [
      ['Alpha', 50_000],
      ['Bravo', 20_000],
      ['Charlie', 90_000],
    ] as const) {
      made[name] = (await createProject(test, owner.token, { title: `${tag} ${name} well`, goal_amount_cents: goal })).id;
    }
    await recordGift(test, made['Bravo']!, sales.user.id, 7_500);
  });
  afterAll(() => test.close());

  const list = (query: string, token = admin.token) => getJson(test, `/api/projects/admin?q=${tag}&${query}`, token);

  it('admins alone read it; sales staff, owners and visitors are refused', async () => {
    expect((await getJson(test, '/api/projects/admin')).statusCode).toBe(401);
    expect((await getJson(test, '/api/projects/admin', owner.token)).statusCode).toBe(403);
    expect((await getJson(test, '/api/projects/admin', sales.token)).statusCode).toBe(403);
    expect((await getJson(test, '/api/projects/admin/export', sales.token)).statusCode).toBe(403);
    const answer = await list('');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ total: 3 });
  });

  it('sorts on the server by the column asked, both ways, and pages with limit and offset', async () => {
    const byGoal = rows(await list('sort=goal_amount_cents&order=asc')).map((r) => r.title);
    expect(byGoal).toEqual([`${tag} Bravo well`, `${tag} Alpha well`, `${tag} Charlie well`]);
    const byTitleDesc = rows(await list('sort=title&order=desc')).map((r) => r.title);
    expect(byTitleDesc).toEqual([`${tag} Charlie well`, `${tag} Bravo well`, `${tag} Alpha well`]);
    const raised = rows(await list('sort=amount_raised_cents&order=desc&limit=1'));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ title: `${tag} Bravo well`, amount_raised_cents: 7_500 });
    const second = await list('sort=title&order=asc&limit=1&offset=1');
    expect(second.json()).toMatchObject({ total: 3 });
    expect(rows(second).map((r) => r.title)).toEqual([`${tag} Bravo well`]);
    expect((await list('sort=password')).statusCode).toBe(422);
  });

  it('lists banned and closed projects too, filtered by status and flag', async () => {
    await send(test, 'POST', `/api/projects/${made['Alpha']}/ban`, admin.token, { reason: 'Spam' });
    await send(test, 'POST', `/api/projects/${made['Charlie']}/staff-picks`, admin.token);
    await setProject(test, made['Bravo']!, { status: 'closed', closed_at: new Date() });
    const all = rows(await list(''));
    expect(all.map((r) => r.status).sort()).toEqual(['active', 'banned', 'closed']);
    expect(rows(await list('status=banned'))).toEqual([expect.objectContaining({ id: made['Alpha'], ban_reason: 'Spam' })]);
    expect(rows(await list('flag=banned')).map((r) => r.id)).toEqual([made['Alpha']]);
    expect(rows(await list('flag=staff_pick')).map((r) => r.id)).toEqual([made['Charlie']]);
    expect(rows(await list('status=closed')).map((r) => r.id)).toEqual([made['Bravo']]);
    expect((await list('status=gone')).statusCode).toBe(422);
    await send(test, 'DELETE', `/api/projects/${made['Alpha']}/ban`, admin.token);
    expect(rows(await list('flag=banned'))).toEqual([]);
  });

  it('exports the filtered table as CSV, every row, with formula cells neutralised', async () => {
    await createProject(test, owner.token, { title: `=HYPERLINK("x") ${tag}` });
    const csv = await getJson(test, `/api/projects/admin/export?q=${tag}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('storyfund-projects.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(
      'id,title,owner_id,owner,status,raised_cents,goal_cents,gifts,created_utc,funded_utc,staff_pick,staff_picked_utc,force_staff_pick,featured,special,final_visual_update,banned_utc,ban_reason',
    );
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.includes(`"'=HYPERLINK(""x"") ${tag}"`))).toBe(true);
    expect(lines.find((l) => l.includes('Charlie'))).toContain(',true,');
    const picked = await getJson(test, `/api/projects/admin/export?q=${tag}&flag=staff_pick`, admin.token);
    expect(picked.body.trim().split(/\r\n/)).toHaveLength(2);
  });
});
