import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { grantRole, mailsTo, setUser } from '../../test-support/accounts.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe("a partner's network donors: add-donor-to-network, the list, the invite", () => {
  let test: TestApp;
  let partner: Session;
  let donor: Session;
  let teammate: Session;
  let contentManager: Session;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app);
    donor = await signUp(test.app);
    teammate = await signUp(test.app);
    contentManager = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true });
    await grantRole(test, teammate.user.id, partner.user.id, 'admin');
    await grantRole(test, contentManager.user.id, partner.user.id, 'content_manager');
  });
  afterAll(() => test.close());

  const add = (token: string, payload: object, id = partner.user.id) =>
    test.app.inject({ method: 'POST', url: `/api/users/${id}/add-donor-to-network`, headers: bearer(token), payload });
  const list = (token: string, query = '') =>
    test.app.inject({ method: 'GET', url: `/api/users/${partner.user.id}/network-donors${query}`, headers: bearer(token) });

  it('adds a donor by hand, linked to the account with that email, and emails nobody', async () => {
    const mailsBefore = (await mailsTo(test, donor.user.email)).length;
    const response = await add(partner.token, {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: donor.user.email.toUpperCase(),
      current_user: partner.user.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      partner_id: partner.user.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      source: 'added',
      import_id: null,
      invited_at: null,
      user: { id: donor.user.id },
    });
    expect(await mailsTo(test, donor.user.email)).toHaveLength(mailsBefore);
  });

  it('refuses the same email again (any case), bad fields, a stranger current_user and an unknown user with 422 field errors', async () => {
    const again = await add(teammate.token, { first_name: 'A', last_name: 'L', email: ` ${donor.user.email} ` });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['This donor is already in your network'] });
    const bad = await add(partner.token, { first_name: '', last_name: 'x', email: 'nope', current_user: donor.user.id });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['current_user', 'email', 'first_name']);
    const unknown = await add(partner.token, { first_name: 'A', last_name: 'B', email: uniqueEmail(), user: 999_999 });
    expect(unknown.json().errors).toEqual({ user: ['No such account'] });
  });

  it('lets the account and its admins in; a content manager, another donor and a non-partner account are refused', async () => {
    expect((await add(contentManager.token, { first_name: 'C', last_name: 'M', email: uniqueEmail() })).statusCode).toBe(403);
    expect((await list(donor.token)).statusCode).toBe(403);
    expect((await add(donor.token, { first_name: 'N', last_name: 'P', email: uniqueEmail() }, donor.user.id)).statusCode).toBe(404);
    expect((await list(teammate.token)).statusCode).toBe(200);
  });

  it('lists newest first, pages, and searches names and emails', async () => {
    for (const name of ['Grace', 'Hedy', 'Katherine']) {
      expect(
        (await add(partner.token, { first_name: name, last_name: 'Pioneer', email: `${name.toLowerCase()}-${Date.now()}@example.test` }))
          .statusCode,
      ).toBe(201);
    }
    const page = (await list(partner.token, '?limit=2&offset=0')).json();
    expect(page.total).toBe(4);
    expect(page.data.map((d: { first_name: string }) => d.first_name)).toEqual(['Katherine', 'Hedy']);
    const found = (await list(partner.token, '?query=hedy')).json();
    expect(found.data.map((d: { first_name: string }) => d.first_name)).toEqual(['Hedy']);
    expect((await list(partner.token, '?query=ada%20love')).json().total).toBe(1);
    expect((await list(partner.token, '?query=%25')).json().total).toBe(0);
  });

  it('emails a donor only when the partner invites them', async () => {
    const email = uniqueEmail('invitee');
    const created = (await add(partner.token, { first_name: 'Ivy', last_name: 'Invitee', email })).json();
    expect(await mailsTo(test, email)).toHaveLength(0);
    const invited = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/network-donors/${created.id}/invite`,
      headers: bearer(partner.token),
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().invited_at).not.toBeNull();
    const [mail] = await mailsTo(test, email);
    expect(mail?.text_body).toContain(`/profile/${partner.user.id}`);
    const missing = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/network-donors/999999/invite`,
      headers: bearer(partner.token),
    });
    expect(missing.statusCode).toBe(404);
  });
});
