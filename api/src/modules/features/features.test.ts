import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser } from '../../test-support/accounts.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('feature flags (spec §6): GET and PATCH users/{id}/features', () => {
  let test: TestApp;
  let admin: Session;
  let partner: Session;
  let donor: Session;
  let teammate: Session;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    admin = await signUp(test.app);
    partner = await signUp(test.app);
    donor = await signUp(test.app);
    teammate = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, partner.user.id, { is_partner: true });
    await grantRole(test, teammate.user.id, partner.user.id, 'content_manager');
  });
  afterAll(() => test.close());

  const get = (id: number, token?: string) =>
    test.app.inject({ method: 'GET', url: `/api/users/${id}/features`, headers: token ? bearer(token) : {} });
  const patch = (id: number, token: string, payload: object) =>
    test.app.inject({ method: 'PATCH', url: `/api/users/${id}/features`, headers: bearer(token), payload });

  it('answers the defaults of the account kind, with the AI helper always on', async () => {
    expect((await get(partner.user.id, partner.token)).json()).toEqual({
      partner_donations_table: true,
      dashboard: true,
      team_management: true,
      edit_role: true,
      ai_helper: true,
      account_kind: 'partner',
      overrides: { partner_donations_table: null, dashboard: null, team_management: null, edit_role: null },
    });
    expect((await get(donor.user.id, donor.token)).json()).toMatchObject({
      account_kind: 'member',
      partner_donations_table: false,
      team_management: false,
      dashboard: true,
      ai_helper: true,
    });
  });

  it("lets an admin set a partner's flags (audited), shows them to its team, and null restores the default", async () => {
    const changed = await patch(partner.user.id, admin.token, { partner_donations_table: false, team_management: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ partner_donations_table: false, team_management: false, dashboard: true, ai_helper: true });
    const seen = (await get(partner.user.id, teammate.token)).json();
    expect(seen).toMatchObject({ partner_donations_table: false, overrides: { partner_donations_table: false, dashboard: null } });

    const restored = (await patch(partner.user.id, admin.token, { partner_donations_table: null })).json();
    expect(restored).toMatchObject({ partner_donations_table: true, team_management: false });

    const audit = (
      await test.app.inject({
        url: `/api/audit-log?target_type=user&target_id=${partner.user.id}`,
        headers: bearer(admin.token),
      })
    ).json() as { data: { action: string; before: object; after: object }[] };
    const entries = audit.data.filter((entry) => entry.action === 'user.features');
    expect(entries).toHaveLength(2);
    expect(entries.map((entry) => entry.after)).toContainEqual({ partner_donations_table: false, team_management: false });
  });

  it('refuses everyone else, and answers field errors for bad input', async () => {
    expect((await get(partner.user.id)).statusCode).toBe(401);
    expect((await get(partner.user.id, donor.token)).statusCode).toBe(403);
    expect((await patch(partner.user.id, partner.token, { dashboard: false })).statusCode).toBe(403);
    expect((await patch(partner.user.id, teammate.token, { dashboard: false })).statusCode).toBe(403);
    expect((await get(99_999_999, admin.token)).statusCode).toBe(404);
    const bad = await patch(partner.user.id, admin.token, { dashboard: 'yes', ai_helper: false });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors).length).toBeGreaterThan(0);
  });
});
