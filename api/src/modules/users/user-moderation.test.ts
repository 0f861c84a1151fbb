import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser, setUser, tokenStatus } from '../../test-support/accounts.js';
import { createProject, getJson, ids, projectRow, send, setProject } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('the back-office tools on accounts (POST turns on, DELETE off), each in the audit log', () => {
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  let donor: Session;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await signUp(test.app);
    sales = await signUp(test.app);
    donor = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
  });
  afterAll(() => test.close());

  const auditFor = async (userId: number) =>
    (await getJson(test, `/api/audit-log?target_type=user&target_id=${userId}`, admin.token)).json() as {
      data: { action: string; actor_id: number; reason: string | null; before: Record<string, unknown>; after: Record<string, unknown> }[];
      total: number;
    };

  it('a ban needs a reason, ends the account at its next request, and is undone by DELETE', async () => {
    const target = await signUp(test.app);
    const blank = await send(test, 'POST', `/api/users/${target.user.id}/ban`, admin.token, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ reason: ['Please give a reason'] });
    expect(await tokenStatus(test.app, target.token, target.user.id)).toBe(200);

    const banned = await send(test, 'POST', `/api/users/${target.user.id}/ban`, admin.token, { reason: 'Spam in comments' });
    expect(banned.statusCode).toBe(200);
    expect(banned.json()).toMatchObject({ ban_reason: 'Spam in comments' });
    expect(banned.json().banned_at).not.toBeNull();
    expect(await tokenStatus(test.app, target.token, target.user.id)).toBe(401);
    expect((await getUser(test.app, target.user.id, donor.token)).statusCode).toBe(404);

    const lifted = await send(test, 'DELETE', `/api/users/${target.user.id}/ban`, admin.token);
    expect(lifted.json()).toMatchObject({ banned_at: null, ban_reason: null });
    expect(await tokenStatus(test.app, target.token, target.user.id)).toBe(200);

    const log = await auditFor(target.user.id);
    expect(log.data.map((e) => e.action)).toEqual(['user.ban.off', 'user.ban.on']);
    expect(log.data[1]).toMatchObject({
      actor_id: admin.user.id,
      reason: 'Spam in comments',
      before: { banned_at: null, ban_reason: null },
    });
    expect(log.data[1]!.after).toMatchObject({ ban_reason: 'Spam in comments' });
    expect(log.data[0]).toMatchObject({ after: { banned_at: null, ban_reason: null } });
  });

  it('only admins throw a switch; sales staff and everyone else are refused and nothing is recorded', async () => {
    const target = await signUp(test.app);
    expect((await send(test, 'POST', `/api/users/${target.user.id}/hidden-from-feeds`)).statusCode).toBe(401);
    for (const who of [donor, sales, target]) {
      expect((await send(test, 'POST', `/api/users/${target.user.id}/hidden-from-feeds`, who.token)).statusCode).toBe(403);
      expect((await send(test, 'POST', `/api/users/${target.user.id}/ban`, who.token, { reason: 'x' })).statusCode).toBe(403);
    }
    expect((await auditFor(target.user.id)).total).toBe(0);
    expect((await send(test, 'POST', `/api/users/999999999/sales`, admin.token)).statusCode).toBe(404);
  });

  it('each switch turns its flag on and off', async () => {
    const partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true });
    const flags = {
      'hidden-from-feeds': 'hidden_from_feeds',
      'large-partner': 'large_partner',
      sponsor: 'is_sponsor',
      admin: 'is_admin',
      sales: 'is_sales',
      'white-label': 'is_white_labeled_partner',
      'tax-exempt': 'tax_exempt_teller',
    };
    for (const [segment, field] of Object.entries(flags)) {
      const on = await send(test, 'POST', `/api/users/${partner.user.id}/${segment}`, admin.token);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()[field]).toBe(true);
      const off = await send(test, 'DELETE', `/api/users/${partner.user.id}/${segment}`, admin.token);
      expect(off.json()[field]).toBe(false);
    }
    expect((await auditFor(partner.user.id)).total).toBe(Object.keys(flags).length * 2);
  });

  it("hiding an account from feeds, or banning it, takes its projects out of every listing and feed across owners and out of their counts; the undo brings them back; the owner's own list keeps them", async () => {
    const owner = await signUp(test.app);
    const project = await createProject(test, owner.token, { title: 'Shelter for the moderated owner', categories: ['Shelter'] });
    await setProject(test, project.id, { is_staff_pick: true, staff_picked_at: new Date() });
    const feeds = [
      '/api/projects?limit=100',
      '/api/projects?category=Shelter&limit=100',
      '/api/projects/newest-unfunded?limit=100',
      '/api/projects/staff-picks?limit=100',
      '/api/projects?q=moderated',
    ];
    const seen = async () => {
      const answers = await Promise.all(feeds.map((url) => getJson(test, url)));
      const categories = (await getJson(test, '/api/projects/categories')).json() as { data: { category: string; count: number }[] };
      return {
        listed: answers.map((a) => ids(a).includes(project.id)),
        totals: answers.slice(0, 2).map((a) => (a.json() as { total: number }).total),
        shelter: categories.data.find((c) => c.category === 'Shelter')?.count ?? 0,
        own: ids(await getJson(test, `/api/projects/owner-projects?owner_id=${owner.user.id}`)).includes(project.id),
      };
    };
    const before = await seen();
    expect(before.listed).toEqual(feeds.map(() => true));

    for (const [segment, body] of [
      ['hidden-from-feeds', undefined],
      ['ban', { reason: 'Fake fundraiser' }],
    ] as const) {
      expect((await send(test, 'POST', `/api/users/${owner.user.id}/${segment}`, admin.token, body)).statusCode).toBe(200);
      const hidden = await seen();
      expect(hidden.listed, segment).toEqual(feeds.map(() => false));
      expect(hidden.totals).toEqual(before.totals.map((n) => n - 1));
      expect(hidden.shelter).toBe(before.shelter - 1);
      if (segment === 'hidden-from-feeds') expect(hidden.own).toBe(true);
      expect((await send(test, 'DELETE', `/api/users/${owner.user.id}/${segment}`, admin.token)).statusCode).toBe(200);
      expect(await seen()).toEqual(before);
    }
  });

  it('partner statuses need a partner account; an admin can neither ban nor demote themself', async () => {
    const plain = await signUp(test.app);
    for (const segment of ['large-partner', 'white-label', 'tax-exempt']) {
      const refused = await send(test, 'POST', `/api/users/${plain.user.id}/${segment}`, admin.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.user_id).toEqual(['Only a partner account can have this status']);
    }
    expect((await send(test, 'POST', `/api/users/${admin.user.id}/ban`, admin.token, { reason: 'oops' })).statusCode).toBe(422);
    expect((await send(test, 'DELETE', `/api/users/${admin.user.id}/admin`, admin.token)).statusCode).toBe(422);
    expect((await getUser(test.app, admin.user.id, admin.token)).json()).toMatchObject({ is_admin: true, banned_at: null });
  });

  it("granting tax-exempt status answers the partner's pending claim and reaches its projects", async () => {
    const partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, tax_exempt_requested_at: new Date('2026-01-02T03:04:05Z') });
    const project = await createProject(test, partner.token);
    const granted = await send(test, 'POST', `/api/users/${partner.user.id}/tax-exempt`, admin.token);
    expect(granted.json().tax_exempt_teller).toBe(true);
    expect((await projectRow(test, project.id))?.owner_tax_exempt).toBe(true);
    const [entry] = (await auditFor(partner.user.id)).data;
    expect(entry).toMatchObject({
      action: 'user.tax-exempt.on',
      before: { tax_exempt_teller: false, tax_exempt_requested_at: '2026-01-02T03:04:05.000Z' },
      after: { tax_exempt_teller: true, tax_exempt_requested_at: null },
    });
  });

  it('make-premium and remove-premium (both POST) set is_premium and premium_mode, audited; partners only; admins only', async () => {
    const partner = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true });
    const made = await send(test, 'POST', `/api/users/${partner.user.id}/make-premium`, admin.token);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ is_premium: true, premium_mode: true });
    expect((await getUser(test.app, partner.user.id, partner.token)).json()).toMatchObject({ is_premium: true });
    const removed = await send(test, 'POST', `/api/users/${partner.user.id}/remove-premium`, admin.token);
    expect(removed.json()).toMatchObject({ is_premium: false, premium_mode: false });
    const log = await auditFor(partner.user.id);
    expect(log.data.map((e) => e.action)).toEqual(['user.premium.off', 'user.premium.on']);
    expect(log.data[1]).toMatchObject({
      before: { is_premium: false, premium_mode: false },
      after: { is_premium: true, premium_mode: true },
    });

    for (const who of [sales, partner, donor]) {
      expect((await send(test, 'POST', `/api/users/${partner.user.id}/make-premium`, who.token)).statusCode).toBe(403);
    }
    const plain = await signUp(test.app);
    const refused = await send(test, 'POST', `/api/users/${plain.user.id}/make-premium`, admin.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_id).toEqual(['Only a partner account can have this status']);
    expect((await send(test, 'DELETE', `/api/users/${partner.user.id}/premium`, admin.token)).statusCode).toBe(404);
  });

  it('turning someone into sales staff lets them in as staff at their next request', async () => {
    const target = await signUp(test.app);
    const made = await send(test, 'POST', `/api/users/${target.user.id}/sales`, admin.token);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().is_sales).toBe(true);
    expect((await getUser(test.app, target.user.id, target.token)).json().is_sales).toBe(true);
  });
});
