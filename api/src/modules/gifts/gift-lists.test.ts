import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser } from '../../test-support/accounts.js';
import { createFixedClock } from '../../lib/clock.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';

describe('GET /api/users/{id}/gifts and /received-gifts', () => {
  let test: TestApp;
  const clock = createFixedClock(new Date('2025-03-01T10:00:00Z'));
  let owner: Awaited<ReturnType<typeof signUp>>;
  let donor: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    owner = await signUp(test.app);
    donor = await signUp(test.app, { first_name: 'Dee', last_name: 'Donor' });
    projectId = await insertProject(test, owner.user.id, { title: 'School roof' });
    for (let i = 1; i <= 31; i++) {
      clock.advance(60_000);
      const body = validGift({
        amount_cents: 100 * i,
        anonymous: i === 31,
        dedicatee_name: i === 30 ? 'Ada' : undefined,
        dedicatee_email: i === 30 ? 'ada@example.test' : undefined,
      });
      expect((await give(test, projectId, body, { token: donor.token })).statusCode).toBe(201);
    }
    await give(test, projectId, validGift({ payment_method_id: 'pm_card_chargeDeclined' }), { token: donor.token });
  });
  afterAll(() => test.close());

  const get = (url: string, token?: string) => test.app.inject({ url, headers: token ? bearer(token) : {} });

  it('a donor lists their own gifts, 30 a page, newest first, in cents; declined payments are not gifts', async () => {
    const page = (await get(`/api/users/${donor.user.id}/gifts`, donor.token)).json();
    expect(page.total).toBe(31);
    expect(page.data).toHaveLength(30);
    expect(page.data[0]).toMatchObject({
      amount_cents: 3_100,
      anonymous: true,
      donor_id: donor.user.id,
      project: { id: projectId, title: 'School roof' },
    });
    expect(page.data[1]).toMatchObject({ amount_cents: 3_000, dedicatee_name: 'Ada', dedicatee_email: 'ada@example.test' });
    expect(page.data[0].gift_at > page.data[1].gift_at).toBe(true);
    const rest = (await get(`/api/users/${donor.user.id}/gifts?offset=30`, donor.token)).json();
    expect(rest.data.map((g: { amount_cents: number }) => g.amount_cents)).toEqual([100]);
    expect((await get(`/api/users/${donor.user.id}/gifts?limit=5`, donor.token)).json().data).toHaveLength(5);
  });

  it('only the donor and admins see what a donor gave', async () => {
    expect((await get(`/api/users/${donor.user.id}/gifts`)).statusCode).toBe(401);
    expect((await get(`/api/users/${donor.user.id}/gifts`, owner.token)).statusCode).toBe(403);
    const admin = await signUp(test.app);
    await setUser(test, admin.user.id, { is_admin: true });
    expect((await get(`/api/users/${donor.user.id}/gifts`, admin.token)).json().total).toBe(31);
  });

  it('the recipient sees received gifts with their donors, never the donor of an anonymous gift', async () => {
    const response = await get(`/api/users/${owner.user.id}/received-gifts`, owner.token);
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json();
    expect(total).toBe(31);
    expect(data).toHaveLength(30);
    expect(data[0]).toMatchObject({ amount_cents: 3_100, anonymous: true, donor: null, donor_name: 'Anonymous' });
    expect(JSON.stringify(data[0])).not.toMatch(/Dee|Donor"|donor_id/);
    expect(data[1]).toMatchObject({
      donor: { id: donor.user.id, name: 'Dee Donor' },
      donor_name: 'Dee Donor',
      recipient_net_cents: expect.any(Number),
    });
    expect(data[1].dedicatee_email).toBeUndefined();
  });

  it('collaborators with the admin role on the account see its received gifts; other roles and donors do not', async () => {
    const [manager, writer] = [await signUp(test.app), await signUp(test.app)];
    await grantRole(test, manager.user.id, owner.user.id, 'admin');
    await grantRole(test, writer.user.id, owner.user.id, 'content_manager');
    expect((await get(`/api/users/${owner.user.id}/received-gifts`, manager.token)).json().total).toBe(31);
    expect((await get(`/api/users/${owner.user.id}/received-gifts`, writer.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${owner.user.id}/received-gifts`, donor.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${owner.user.id}/received-gifts`)).statusCode).toBe(401);
  });
});
