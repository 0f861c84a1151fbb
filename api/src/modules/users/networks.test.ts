import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser, setUser, userRow } from '../../test-support/accounts.js';
import { createProject, getJson, ids, send } from '../../test-support/projects.js';
import { multipart, SAMPLE_FILES } from '../../test-support/timeline.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe('white-label partner networks: members (admins), the network page, branding, no cross-promotion', () => {
  let test: TestApp;
  let admin: Session;
  beforeAll(async () => {
    test = await createTestApp();
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
  });
  afterAll(() => test.close());

  const network = async (white = true) => {
    const account = await signUp(test.app);
    await setUser(test, account.user.id, { is_partner: true, is_white_labeled_partner: white, organization_name: 'Net' });
    return account;
  };
  const add = (networkId: number, body: Record<string, unknown>, token = admin.token) =>
    send(test, 'POST', `/api/users/${networkId}/network-members`, token, body);
  const auditFor = async (userId: number) =>
    (
      (await getJson(test, `/api/audit-log?target_type=user&target_id=${userId}`, admin.token)).json() as {
        data: { action: string; before: unknown; after: unknown }[];
      }
    ).data;

  it('an admin adds a member by id or email, lists and removes them, each change audited', async () => {
    const net = await network();
    const [a, b] = [await signUp(test.app), await signUp(test.app)];
    const byId = await add(net.user.id, { user_id: a.user.id });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json()).toMatchObject({ id: a.user.id, email: a.user.email });
    const byEmail = await add(net.user.id, { email: `  ${String(b.user.email).toUpperCase()} ` });
    expect(byEmail.statusCode, byEmail.body).toBe(201);

    const list = (await getJson(test, `/api/users/${net.user.id}/network-members`, admin.token)).json();
    expect(list).toMatchObject({ total: 2, data: [{ id: a.user.id }, { id: b.user.id }] });
    // The member's session now carries the white-labelled network (the landing rule reads it).
    expect((await getUser(test.app, a.user.id, a.token)).json().partner_network).toEqual({ id: net.user.id, is_white_labelled: true });

    expect((await send(test, 'DELETE', `/api/users/${net.user.id}/network-members/${a.user.id}`, admin.token)).statusCode).toBe(204);
    expect((await userRow(test, a.user.id))!.partner_network_id).toBeNull();
    expect((await send(test, 'DELETE', `/api/users/${net.user.id}/network-members/${a.user.id}`, admin.token)).statusCode).toBe(404);
    expect((await auditFor(a.user.id)).map((e) => e.action)).toEqual(['user.network.remove', 'user.network.add']);
    expect((await auditFor(a.user.id))[1]).toMatchObject({
      before: { partner_network_id: null },
      after: { partner_network_id: net.user.id },
    });
  });

  it('refuses the network itself, a member of another network unless moved, a non-partner network, an unknown account', async () => {
    const [net, other] = [await network(), await network()];
    const donor = await signUp(test.app);
    const self = await add(net.user.id, { user_id: net.user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ user_id: ['A network cannot be its own member'] });

    expect((await add(other.user.id, { user_id: donor.user.id })).statusCode).toBe(201);
    const taken = await add(net.user.id, { user_id: donor.user.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.user_id[0]).toMatch(/choose to move it/);
    expect((await userRow(test, donor.user.id))!.partner_network_id).toBe(other.user.id);
    expect((await add(other.user.id, { user_id: donor.user.id })).statusCode).toBe(409);
    const moved = await add(net.user.id, { user_id: donor.user.id, move: true });
    expect(moved.statusCode, moved.body).toBe(201);
    expect((await userRow(test, donor.user.id))!.partner_network_id).toBe(net.user.id);
    expect((await auditFor(donor.user.id))[0]).toMatchObject({ before: { partner_network_id: other.user.id } });

    const notPartner = await add(donor.user.id, { user_id: admin.user.id });
    expect(notPartner.statusCode).toBe(422);
    expect(notPartner.json().errors).toHaveProperty('id');
    expect((await add(net.user.id, { email: 'nobody-here@example.test' })).json().errors).toEqual({
      email: ['No account has this email address'],
    });
    expect((await add(net.user.id, {})).statusCode).toBe(422);
    expect((await add(999_999_999, { user_id: donor.user.id })).statusCode).toBe(404);
  });

  it('only admins manage members', async () => {
    const net = await network();
    const someone = await signUp(test.app);
    expect((await add(net.user.id, { user_id: someone.user.id }, '')).statusCode).toBe(401);
    for (const who of [someone, net]) {
      expect((await add(net.user.id, { user_id: someone.user.id }, who.token)).statusCode).toBe(403);
      expect((await getJson(test, `/api/users/${net.user.id}/network-members`, who.token)).statusCode).toBe(403);
    }
    expect((await userRow(test, someone.user.id))!.partner_network_id).toBeNull();
  });

  it('the network page lists non-banned members and their active projects, paged, public, fresh after a change', async () => {
    const net = await network();
    const [a, b, banned] = [await signUp(test.app), await signUp(test.app), await signUp(test.app)];
    for (const m of [a, b, banned]) expect((await add(net.user.id, { user_id: m.user.id })).statusCode).toBe(201);
    const pa = await createProject(test, a.token, { title: 'Member A project' });
    const pb = await createProject(test, b.token, { title: 'Member B project' });
    await createProject(test, banned.token, { title: 'Banned member project' });
    await setUser(test, banned.user.id, { banned_at: new Date() });
    const outsider = await createProject(test, admin.token, { title: 'Not in the network' });

    const page = await getJson(test, `/api/users/${net.user.id}/network?limit=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      network: { id: net.user.id, name: 'Net', is_white_labelled: true },
      members: { total: 2, data: [{ id: a.user.id }] },
    });
    expect((await getJson(test, `/api/users/${net.user.id}/network?limit=1&offset=1`)).json().members.data).toMatchObject([
      { id: b.user.id },
    ]);
    const projects = await getJson(test, `/api/users/${net.user.id}/network-projects`);
    expect(ids(projects)).toEqual([pb.id, pa.id]);
    expect(ids(projects)).not.toContain(outsider.id);

    // A change of membership shows on the next anonymous read (the read cache is dropped by the write).
    expect((await send(test, 'DELETE', `/api/users/${net.user.id}/network-members/${b.user.id}`, admin.token)).statusCode).toBe(204);
    expect((await getJson(test, `/api/users/${net.user.id}/network`)).json().members.total).toBe(1);
    expect(ids(await getJson(test, `/api/users/${net.user.id}/network-projects`))).toEqual([pa.id]);

    expect((await getJson(test, `/api/users/${a.user.id}/network`)).statusCode).toBe(404); // not a partner
    expect((await getJson(test, `/api/users/${net.user.id}/network?limit=500`)).statusCode).toBe(422);
  });

  const uploadImage = async (token: string): Promise<string> => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'logo.png', contentType: 'image/png', data: SAMPLE_FILES.png }]);
    const response = await test.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...bearer(token) } });
    return (response.json() as { url: string }).url;
  };
  const brand = (id: number, token: string, body: Record<string, unknown>) =>
    test.app.inject({ method: 'PUT', url: `/api/users/${id}/branding`, headers: bearer(token), payload: body });

  it('branding: a white-labelled network or a premium partner sets a logo and a dark enough colour; others are refused', async () => {
    const net = await network();
    const logo = await uploadImage(net.token);
    const set = await brand(net.user.id, net.token, { brand_logo_url: logo, brand_color: '#1F5F8B' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ brand_logo_url: logo, brand_color: '#1f5f8b' });
    expect((await getUser(test.app, net.user.id)).json()).toMatchObject({ brand_logo_url: logo, brand_color: '#1f5f8b' });
    expect((await getJson(test, `/api/users/${net.user.id}/network`)).json().network).toMatchObject({ brand_color: '#1f5f8b' });

    const light = await brand(net.user.id, net.token, { brand_color: '#ffcc00' });
    expect(light.statusCode).toBe(422);
    expect(light.json().errors.brand_color[0]).toMatch(/too light/);
    const outside = await brand(net.user.id, net.token, { brand_logo_url: 'https://img.example/logo.png' });
    expect(outside.json().errors).toEqual({ brand_logo_url: ['Please upload an image'] });
    expect((await userRow(test, net.user.id))!.brand_color).toBe('#1f5f8b');

    const plain = await network(false);
    const refused = await brand(plain.user.id, plain.token, { brand_color: '#1f5f8b' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/premium/);
    await setUser(test, plain.user.id, { is_premium: true });
    expect((await brand(plain.user.id, plain.token, { brand_color: '#123456' })).statusCode).toBe(200);
    // A lapsed premium keeps its stored colour but shows none.
    await setUser(test, plain.user.id, { is_premium: false });
    expect((await getUser(test.app, plain.user.id)).json().brand_color).toBeNull();

    const stranger = await signUp(test.app);
    expect((await brand(net.user.id, stranger.token, { brand_color: '#123456' })).statusCode).toBe(403);
    expect((await brand(net.user.id, admin.token, { brand_color: null })).json()).toMatchObject({ brand_color: null });
  });

  it('no cross-promotion: a white-labelled network member is recommended no partner; others are', async () => {
    const listed = await network(false);
    await createProject(test, listed.token, { title: 'Listed partner project' });
    const [member, plainMember, outsider] = [await signUp(test.app), await signUp(test.app), await signUp(test.app)];
    const [wl, plain] = [await network(true), await network(false)];
    expect((await add(wl.user.id, { user_id: member.user.id })).statusCode).toBe(201);
    expect((await add(plain.user.id, { user_id: plainMember.user.id })).statusCode).toBe(201);
    const recommended = async (token: string) =>
      ((await getJson(test, '/api/top-partner-for-user?limit=8', token)).json() as { data: unknown[] }).data.length;
    expect(await recommended(member.token)).toBe(0);
    expect(await recommended(plainMember.token)).toBeGreaterThan(0);
    expect(await recommended(outsider.token)).toBeGreaterThan(0);
    expect((await getUser(test.app, member.user.id)).json().partner_network).toEqual({ id: wl.user.id, is_white_labelled: true });
  });
});
