import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, setUser } from '../../test-support/accounts.js';
import { multipart, SAMPLE_FILES } from '../../test-support/timeline.js';

type Account = Awaited<ReturnType<typeof signUp>>;
type Member = { id: number; name: string; title: string; bio: string; photo_url: string | null; position: number };

describe('teammates: a partner’s public team members (users/{id}/teammates)', () => {
  let test: TestApp;
  let partner: Account;
  let helper: Account;
  let editor: Account;
  let donor: Account;
  let admin: Account;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app, { first_name: 'Wells' });
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Clean Water Trust', show_organization_name: true });
    helper = await signUp(test.app);
    editor = await signUp(test.app);
    donor = await signUp(test.app);
    admin = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await grantRole(test, helper.user.id, partner.user.id, 'admin');
    await grantRole(test, editor.user.id, partner.user.id, 'content_manager');
  });
  afterAll(() => test.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const upload = async (token: string) => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'p.png', data: SAMPLE_FILES.png }]);
    const response = await test.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...bearer(token) } });
    return response.json().url as string;
  };
  const teamUrl = (id = partner.user.id) => `/users/${id}/teammates`;
  const list = async () => (await send('GET', teamUrl())).json() as { data: Member[]; total: number };
  const add = async (body: Record<string, unknown>, token = partner.token) => {
    const response = await send('POST', teamUrl(), token, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Member;
  };

  it('lets the partner add members with a photo, in order; anyone reads the list', async () => {
    expect(await list()).toEqual({ data: [], total: 0 });
    const photo = await upload(partner.token);
    const amina = await add({ name: '  Amina Odhiambo ', title: 'Director', bio: 'Runs the wells.', photo_url: photo });
    expect(amina).toMatchObject({ partner_id: partner.user.id, name: 'Amina Odhiambo', title: 'Director', photo_url: photo, position: 0 });
    const joe = await add({ name: 'Joe Kamau' }, helper.token);
    expect(joe).toMatchObject({ title: '', bio: '', photo_url: null, position: 1 });
    const team = await list();
    expect(team.total).toBe(2);
    expect(team.data.map((m) => m.name)).toEqual(['Amina Odhiambo', 'Joe Kamau']);
  });

  it('answers field errors for a bad name, title, bio or photo, and stores nothing', async () => {
    const before = (await list()).total;
    const bad = await send('POST', teamUrl(), partner.token, {
      name: ' ',
      title: 'x'.repeat(101),
      bio: 'y'.repeat(1001),
      photo_url: 'https://elsewhere.example/p.png',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Name is required'],
      title: ['Write at most 100 characters'],
      bio: ['Write at most 1000 characters'],
      photo_url: ['Please upload an image'],
    });
    expect((await send('POST', teamUrl(), partner.token, { title: 'No name' })).statusCode).toBe(422);
    expect((await list()).total).toBe(before);
  });

  it('edits and removes a member; the photo can be kept, replaced or cleared', async () => {
    const member = await add({ name: 'Temp Person', title: 'Intern' });
    const photo = await upload(partner.token);
    const edited = await send('PATCH', `${teamUrl()}/${member.id}`, helper.token, { title: 'Field officer', photo_url: photo });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Temp Person', title: 'Field officer', photo_url: photo });
    const same = await send('PATCH', `${teamUrl()}/${member.id}`, partner.token, { name: 'Tem Person', photo_url: photo });
    expect(same.json()).toMatchObject({ name: 'Tem Person', photo_url: photo });
    expect((await send('PATCH', `${teamUrl()}/${member.id}`, partner.token, { name: '' })).json().errors).toEqual({
      name: ['Name is required'],
    });
    expect((await send('PATCH', `${teamUrl()}/${member.id}`, partner.token, { photo_url: null })).json().photo_url).toBeNull();
    expect((await send('DELETE', `${teamUrl()}/${member.id}`, partner.token)).statusCode).toBe(204);
    expect((await send('DELETE', `${teamUrl()}/${member.id}`, partner.token)).statusCode).toBe(404);
    expect((await list()).data.some((m) => m.id === member.id)).toBe(false);
  });

  it('reorders the team when every member is named once; anything else is a field error', async () => {
    const ids = (await list()).data.map((m) => m.id);
    const reversed = [...ids].reverse();
    const response = await send('PUT', `${teamUrl()}/order`, partner.token, { ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((m: Member) => m.id)).toEqual(reversed);
    expect((await list()).data.map((m) => m.position)).toEqual(ids.map((_, i) => i));
    for (const wrong of [[reversed[0]], [...reversed, reversed[0]], [...reversed.slice(1), 999_999]]) {
      const refused = await send('PUT', `${teamUrl()}/order`, partner.token, { ids: wrong });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ ids: ['List every team member once, in the new order'] });
    }
    expect((await list()).data.map((m) => m.id)).toEqual(reversed);
  });

  it('refuses content managers, donors and anonymous visitors; admins may; a member of another partner is 404', async () => {
    const [first] = (await list()).data;
    expect((await send('POST', teamUrl(), editor.token, { name: 'No' })).statusCode).toBe(403);
    expect((await send('PATCH', `${teamUrl()}/${first!.id}`, donor.token, { name: 'No' })).statusCode).toBe(403);
    expect((await send('DELETE', `${teamUrl()}/${first!.id}`)).statusCode).toBe(401);
    expect((await send('PATCH', `${teamUrl()}/${first!.id}`, admin.token, { bio: 'Checked by staff.' })).statusCode).toBe(200);
    const other = await signUp(test.app);
    await setUser(test, other.user.id, { is_partner: true });
    expect((await send('PATCH', `${teamUrl(other.user.id)}/${first!.id}`, other.token, { name: 'Mine' })).statusCode).toBe(404);
    // A donor account has no team page.
    expect((await send('GET', teamUrl(donor.user.id))).statusCode).toBe(404);
    expect((await send('POST', teamUrl(donor.user.id), donor.token, { name: 'Me' })).statusCode).toBe(404);
  });

  it('keeps a team to 50 members, also when additions race (PostgreSQL)', async () => {
    const crowded = await signUp(test.app);
    await setUser(test, crowded.user.id, { is_partner: true });
    for (let i = 0; i < 46; i++) {
      const response = await send('POST', teamUrl(crowded.user.id), crowded.token, { name: `Member ${i}` });
      expect(response.statusCode).toBe(201);
    }
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send('POST', teamUrl(crowded.user.id), crowded.token, { name: `Racer ${i}` })),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(racing.filter((r) => r.statusCode === 422).map((r) => r.json().message)).toEqual(
      Array(4).fill('A team shows at most 50 members'),
    );
    const team = (await send('GET', teamUrl(crowded.user.id))).json() as { data: Member[]; total: number };
    expect(team.total).toBe(50);
    expect(new Set(team.data.map((m) => m.position)).size).toBe(50);
  });
});
