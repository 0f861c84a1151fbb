import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { createProject } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;
interface OverrideJson {
  id: number;
  account_id: number;
  account_name: string;
  user_id: number;
  user_email: string | null;
  note: string | null;
  created_by_id: number | null;
}
interface AuditJson {
  data: {
    action: string;
    actor_id: number;
    target_id: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

describe('the override table (spec §6): admin-managed, audited, consulted by the one access check', () => {
  let test: TestApp;
  let admin: Session;
  let partner: Session;
  let agency: Session;
  let donor: Session;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await signUp(test.app);
    partner = await signUp(test.app, { first_name: 'Water', last_name: 'Works' });
    agency = await signUp(test.app, { first_name: 'Agency', last_name: 'Person' });
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Water Works' });
    projectId = (await createProject(test, partner.token)).id;
  });
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const editProject = (token: string) => call('PATCH', `/projects/${projectId}`, token, { title: 'Edited by the agency' });

  it('lets the named user act for the account while the row exists, and not before or after', async () => {
    expect((await editProject(agency.token)).statusCode).toBe(403);

    const created = await call('POST', '/access-overrides', admin.token, {
      account_id: partner.user.id,
      user_id: agency.user.id,
      note: ' Runs their campaigns ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json() as OverrideJson;
    expect(row).toMatchObject({
      account_id: partner.user.id,
      account_name: 'Water Works',
      user_id: agency.user.id,
      note: 'Runs their campaigns',
    });
    expect(row.created_by_id).toBe(admin.user.id);

    // The same token: the session reads the table on every call.
    const edited = await editProject(agency.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { title: string }).title).toBe('Edited by the agency');
    // Team management too (the account's own powers), and the session user names the account for the screens.
    expect((await call('GET', `/partners/${partner.user.id}/collaborator_invitations`, agency.token)).statusCode).toBe(200);
    const me = (await call('GET', `/users/${agency.user.id}`, agency.token)).json() as { override_account_ids: number[] };
    expect(me.override_account_ids).toEqual([partner.user.id]);
    // Only that account.
    const other = await signUp(test.app);
    await setUser(test, other.user.id, { is_partner: true });
    const otherProject = await createProject(test, other.token);
    expect((await call('PATCH', `/projects/${otherProject.id}`, agency.token, { title: 'Nope' })).statusCode).toBe(403);

    expect((await call('DELETE', `/access-overrides/${row.id}`, admin.token)).statusCode).toBe(204);
    expect((await editProject(agency.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/access-overrides/${row.id}`, admin.token)).statusCode).toBe(404);

    const audit = (await call('GET', `/audit-log?target_type=access_override&target_id=${row.id}`, admin.token)).json() as AuditJson;
    expect(audit.data.map((entry) => entry.action).sort()).toEqual(['access-override.create', 'access-override.delete']);
    const removal = audit.data.find((entry) => entry.action === 'access-override.delete')!;
    expect(removal.actor_id).toBe(admin.user.id);
    expect(removal.before).toMatchObject({ account_id: partner.user.id, user_id: agency.user.id, note: 'Runs their campaigns' });
    expect(removal.after).toBeNull();
  });

  it('answers field errors for bad input, and 409 for a pair already there', async () => {
    const same = await call('POST', '/access-overrides', admin.token, { account_id: partner.user.id, user_id: partner.user.id });
    expect(same.statusCode).toBe(422);
    expect(Object.keys((same.json() as { errors: object }).errors)).toEqual(['user_id']);
    const unknown = await call('POST', '/access-overrides', admin.token, { account_id: 99_999_999, user_id: agency.user.id });
    expect(unknown.statusCode).toBe(422);
    expect((unknown.json() as { errors: Record<string, string[]> }).errors['account_id']).toEqual(['No account has this id']);
    const missing = await call('POST', '/access-overrides', admin.token, { user_id: agency.user.id });
    expect(missing.statusCode).toBe(422);

    const body = { account_id: partner.user.id, user_id: donor.user.id };
    expect((await call('POST', '/access-overrides', admin.token, body)).statusCode).toBe(201);
    const again = await call('POST', '/access-overrides', admin.token, body);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { errors: Record<string, string[]> }).errors['user_id']).toHaveLength(1);
  });

  it('lists, filters, pages and sorts for admins; refuses everyone else', async () => {
    const third = await signUp(test.app);
    await call('POST', '/access-overrides', admin.token, { account_id: partner.user.id, user_id: third.user.id });
    const all = (await call('GET', `/access-overrides?account_id=${partner.user.id}&sort=user_id&order=asc`, admin.token)).json() as {
      data: OverrideJson[];
      total: number;
    };
    expect(all.total).toBe(2);
    expect(all.data.map((row) => row.user_id)).toEqual([donor.user.id, third.user.id]);
    const page = (
      await call('GET', `/access-overrides?account_id=${partner.user.id}&limit=1&offset=1&sort=user_id&order=asc`, admin.token)
    ).json() as {
      data: OverrideJson[];
      total: number;
    };
    expect(page).toMatchObject({ total: 2, data: [{ user_id: third.user.id }] });
    const byUser = (await call('GET', `/access-overrides?user_id=${third.user.id}`, admin.token)).json() as { data: OverrideJson[] };
    expect(byUser.data).toHaveLength(1);
    expect((await call('GET', `/access-overrides/${byUser.data[0]!.id}`, admin.token)).json()).toMatchObject({ user_id: third.user.id });

    for (const session of [partner, donor, agency]) {
      expect((await call('GET', '/access-overrides', session.token)).statusCode).toBe(403);
      expect(
        (await call('POST', '/access-overrides', session.token, { account_id: partner.user.id, user_id: session.user.id })).statusCode,
      ).toBe(403);
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/access-overrides' })).statusCode).toBe(401);
  });
});
