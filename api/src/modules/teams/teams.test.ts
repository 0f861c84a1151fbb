import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { login, mailsTo, setUser } from '../../test-support/accounts.js';
import { validProject } from '../../test-support/projects.js';

type Account = Awaited<ReturnType<typeof signUp>>;
type Json = Record<string, unknown> & { id: number };

describe('teams: collaborator invitations, accepting them, collaborators and their roles', () => {
  let test: TestApp;
  let partner: Account;
  let outsider: Account;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app, { first_name: 'Wells' });
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Clean Water Trust', show_organization_name: true });
    outsider = await signUp(test.app, { first_name: 'Otto' });
  });
  afterAll(() => test.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    test.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const base = () => `/partners/${partner.user.id}`;
  const invite = async (email: string, role = 'project_manager', token = partner.token) => {
    const response = await send('POST', `${base()}/collaborator_invitations`, token, { role, collaborator_email: email });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Json;
  };
  /** The token of the newest invitation link emailed to `email`. */
  const emailedInvitation = async (email: string) => {
    const [mail] = await mailsTo(test, email);
    const match = /\/accept_invitation\/(\d+)\?auth_token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '');
    if (!match) throw new Error(`no invitation emailed to ${email}`);
    return { partnerId: Number(match[1]), token: match[2]! };
  };
  const accept = (token: string, who: Account, partnerId = partner.user.id) =>
    send('GET', `/partners/${partnerId}/collaborator_invitations/accept_invitation?auth_token=${token}`, who.token);

  it('the partner invites an address: a 7-day single-use link is emailed; the list shows it (limit 10)', async () => {
    const email = uniqueEmail('pm');
    const created = await invite(`  ${email.toUpperCase()} `);
    expect(created).toMatchObject({
      role: 'project_manager',
      collaborator_email: email,
      controlled_user_id: partner.user.id,
      expired: false,
    });
    expect(new Date(created.expires_at as string).getTime() - new Date(created.sent_at as string).getTime()).toBe(7 * 24 * 3600 * 1000);
    const [mail] = await mailsTo(test, email);
    expect(mail?.subject).toBe('Clean Water Trust invited you to their team on Storyfund');
    expect(mail?.text_body).toContain('as Project Manager');
    const { partnerId } = await emailedInvitation(email);
    expect(partnerId).toBe(partner.user.id);
    const listed = (await send('GET', `${base()}/collaborator_invitations`, partner.token)).json();
    expect(listed.data.map((i: Json) => i.id)).toContain(created.id);
    expect(listed.total).toBeGreaterThanOrEqual(1);
  });

  it('bad input answers 422 with field errors; a second pending invitation of one address is refused', async () => {
    const bad = await send('POST', `${base()}/collaborator_invitations`, partner.token, {
      role: 'project_manager',
      collaborator_email: 'nope',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.collaborator_email).toEqual(['Please enter a valid email address']);
    const badRole = await send('POST', `${base()}/collaborator_invitations`, partner.token, {
      role: 'owner',
      collaborator_email: 'a@b.co',
    });
    expect(badRole.statusCode).toBe(422);
    expect(Object.keys(badRole.json().errors)).toContain('role');
    const self = await send('POST', `${base()}/collaborator_invitations`, partner.token, {
      role: 'admin',
      collaborator_email: partner.email,
    });
    expect(self.statusCode).toBe(422);
    const email = uniqueEmail('twice');
    await invite(email);
    const again = await send('POST', `${base()}/collaborator_invitations`, partner.token, { role: 'admin', collaborator_email: email });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.collaborator_email[0]).toMatch(/pending invitation/);
  });

  it('pages the pending list: limit 10 by default, offset', async () => {
    const other = await signUp(test.app);
    await setUser(test, other.user.id, { is_partner: true });
    const url = `/partners/${other.user.id}/collaborator_invitations`;
    for (let i = 0; i < 12; i++) {
      expect(
        (await send('POST', url, other.token, { role: 'content_manager', collaborator_email: uniqueEmail(`page${i}`) })).statusCode,
      ).toBe(201);
    }
    const page1 = (await send('GET', url, other.token)).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.total).toBe(12);
    const page2 = (await send('GET', `${url}?offset=10`, other.token)).json();
    expect(page2.data).toHaveLength(2);
  });

  it('an invited user accepts once: they get the role; the link does not work twice', async () => {
    const member = await signUp(test.app, { first_name: 'Pam', last_name: 'Manager' });
    await invite(member.email, 'project_manager');
    const { token } = await emailedInvitation(member.email);
    const accepted = await accept(token, member);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      partner_id: partner.user.id,
      role: 'project_manager',
      user: { id: member.user.id, name: 'Pam Manager' },
    });
    const me = (await send('GET', `/users/${member.user.id}`, member.token)).json();
    expect(me.roles).toEqual([{ controlled_user_id: partner.user.id, role: 'project_manager' }]);
    const second = await accept(token, member);
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.auth_token).toBeDefined();
    // The accepted invitation leaves the pending list.
    const listed = (await send('GET', `${base()}/collaborator_invitations?limit=100`, partner.token)).json();
    expect(listed.data.map((i: Json) => i.collaborator_email)).not.toContain(member.email);
  });

  it('a wrong, expired or withdrawn token answers 422; logged out 401; on another partner 422', async () => {
    const member = await signUp(test.app);
    expect((await accept('x'.repeat(43), member)).statusCode).toBe(422);
    const created = await invite(member.email, 'content_manager');
    const { token } = await emailedInvitation(member.email);
    expect((await send('GET', `${base()}/collaborator_invitations/accept_invitation?auth_token=${token}`)).statusCode).toBe(401);
    const elsewhere = await signUp(test.app);
    await setUser(test, elsewhere.user.id, { is_partner: true });
    expect((await accept(token, member, elsewhere.user.id)).statusCode).toBe(422);
    expect((await send('DELETE', `${base()}/collaborator_invitations/${created.id}`, partner.token)).statusCode).toBe(204);
    expect((await accept(token, member)).statusCode).toBe(422);
    expect((await send('DELETE', `${base()}/collaborator_invitations/${created.id}`, partner.token)).statusCode).toBe(404);

    const late = await signUp(test.app);
    await invite(late.email, 'content_manager');
    const lateToken = (await emailedInvitation(late.email)).token;
    const now = test.ctx.clock.now();
    vi.spyOn(test.ctx.clock, 'now').mockReturnValue(new Date(now.getTime() + 7 * 24 * 3600 * 1000 + 1000));
    try {
      expect((await accept(lateToken, late)).statusCode).toBe(422);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a resend mails a fresh link and ends the old one', async () => {
    const member = await signUp(test.app);
    const created = await invite(member.email, 'content_manager');
    const first = (await emailedInvitation(member.email)).token;
    const resent = await send('POST', `${base()}/collaborator_invitations/${created.id}/resend`, partner.token);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = (await emailedInvitation(member.email)).token;
    expect(second).not.toBe(first);
    expect((await mailsTo(test, member.email)).filter((m) => m.subject.includes('invited you')).length).toBe(2);
    expect((await accept(first, member)).statusCode).toBe(422);
    expect((await accept(second, member)).statusCode).toBe(200);
    expect((await send('POST', `${base()}/collaborator_invitations/${created.id}/resend`, partner.token)).statusCode).toBe(404);
  });

  it('an invited address that has an account hears of it in the app', async () => {
    const member = await signUp(test.app, { first_name: 'Ina' });
    await invite(member.email, 'admin');
    await vi.waitFor(async () => {
      const listed = (await send('GET', '/notifications', member.token)).json();
      expect(listed.data[0]).toMatchObject({ event: 'collaborator_invitation', link: `/profile/${partner.user.id}` });
      expect(listed.data[0].text).toMatch(/^Clean Water Trust invited you to join their team/);
    });
  });

  it('concurrent accepts of one invitation make one role', async () => {
    const a = await signUp(test.app);
    const b = await login(test.app, a.email, a.password);
    const c = await signUp(test.app);
    await invite(a.email, 'content_manager');
    const { token } = await emailedInvitation(a.email);
    const answers = await Promise.all([accept(token, a), accept(token, { ...a, token: b.token }), accept(token, c), accept(token, a)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    const team = (await send('GET', `${base()}/collaborators`, partner.token)).json();
    const holders = team.data.filter((m: { user: { id: number } }) => m.user.id === a.user.id || m.user.id === c.user.id);
    expect(holders).toHaveLength(1);
  });

  it('collaborators: listed with roles; an admin changes a role; the role applies at once', async () => {
    const member = await signUp(test.app, { first_name: 'Cora' });
    await invite(member.email, 'project_manager');
    const joined = (await accept((await emailedInvitation(member.email)).token, member)).json() as Json;
    const projectBody = validProject({ owner_id: partner.user.id });
    const asPm = await send('POST', '/projects', member.token, projectBody);
    expect([200, 201], asPm.body).toContain(asPm.statusCode);

    const changed = await send('PUT', `${base()}/collaborators/${joined.id}`, partner.token, { new_role: 'content_manager' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: joined.id, role: 'content_manager' });
    expect((await send('PUT', `${base()}/collaborators/${joined.id}`, partner.token, { new_role: 'boss' })).statusCode).toBe(422);
    const asCm = await send('POST', '/projects', member.token, projectBody);
    expect(asCm.statusCode).toBe(403);
    const posted = await send('POST', `/users/${partner.user.id}/community-posts`, member.token, { message: 'Hello from the team' });
    expect(posted.statusCode, posted.body).toBe(201);

    // A content manager sees the team but may not manage it.
    const team = await send('GET', `${base()}/collaborators`, member.token);
    expect(team.statusCode).toBe(200);
    expect(team.json().data.find((m: Json) => m.id === joined.id)).toMatchObject({ role: 'content_manager', user: { id: member.user.id } });
    expect((await send('GET', `${base()}/collaborator_invitations`, member.token)).statusCode).toBe(403);
    expect((await send('PUT', `${base()}/collaborators/${joined.id}`, member.token, { new_role: 'admin' })).statusCode).toBe(403);
    expect(
      (await send('POST', `${base()}/collaborator_invitations`, member.token, { role: 'admin', collaborator_email: 'x@y.co' })).statusCode,
    ).toBe(403);
  });

  it('a collaborator admin manages the team; outsiders get 403; removal and leaving end the role', async () => {
    const admin = await signUp(test.app);
    await invite(admin.email, 'admin');
    await accept((await emailedInvitation(admin.email)).token, admin);
    const member = await signUp(test.app);
    const byAdmin = await invite(member.email, 'content_manager', admin.token);
    const joined = (await accept((await emailedInvitation(member.email)).token, member)).json() as Json;
    expect(byAdmin.role).toBe('content_manager');

    expect((await send('GET', `${base()}/collaborators`, outsider.token)).statusCode).toBe(403);
    expect((await send('GET', `${base()}/collaborators`)).statusCode).toBe(401);
    expect((await send('DELETE', `${base()}/collaborators/${joined.id}`, outsider.token)).statusCode).toBe(403);

    // The collaborator leaves on their own.
    expect((await send('DELETE', `${base()}/collaborators/${joined.id}`, member.token)).statusCode).toBe(204);
    expect((await send('GET', `${base()}/collaborators`, member.token)).statusCode).toBe(403);
    expect((await send('DELETE', `${base()}/collaborators/${joined.id}`, admin.token)).statusCode).toBe(404);

    // The admin removes another; a non-partner account has no team.
    const third = await signUp(test.app);
    await invite(third.email, 'project_manager', admin.token);
    const thirdRole = (await accept((await emailedInvitation(third.email)).token, third)).json() as Json;
    expect((await send('DELETE', `${base()}/collaborators/${thirdRole.id}`, admin.token)).statusCode).toBe(204);
    expect((await send('GET', `/users/${third.user.id}`, third.token)).json().roles).toEqual([]);
    const donor = await signUp(test.app);
    expect((await send('GET', `/partners/${donor.user.id}/collaborators`, donor.token)).statusCode).toBe(404);
  });
});
