import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TOKENS_ACTIVE_MAX } from '@storyfund/shared/validation';
import { queryRows } from '../../db/client.js';
import { createFixedClock } from '../../lib/clock.js';
import { grantRole, setUser } from '../../test-support/accounts.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';

type Session = Awaited<ReturnType<typeof signUp>>;
interface KeyJson {
  id: number;
  account_id: number;
  label: string;
  prefix: string;
  created_by_id: number | null;
  last_used_at: string | null;
  revoked_at: string | null;
  token?: string;
}

describe('integration keys (auth_tokens): shown once, stored hashed, read calls of their own account only', () => {
  const clock = createFixedClock(new Date('2034-03-03T10:00:00Z'));
  let test: TestApp;
  let partner: Session;
  let otherPartner: Session;
  let teamAdmin: Session;
  let projectManager: Session;
  let donor: Session;
  let admin: Session;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
    [partner, otherPartner, teamAdmin, projectManager, donor, admin] = (await Promise.all(
      Array.from({ length: 6 }, () => signUp(test.app)),
    )) as [Session, Session, Session, Session, Session, Session];
    await setUser(test, partner.user.id, { is_partner: true, organization_name: 'Keyed Water' });
    await setUser(test, otherPartner.user.id, { is_partner: true, organization_name: 'Other Water' });
    await grantRole(test, teamAdmin.user.id, partner.user.id, 'admin');
    await grantRole(test, projectManager.user.id, partner.user.id, 'project_manager');
    await makeAdmin(test, admin.user.id);
  });
  afterAll(() => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    test.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const keysUrl = (accountId: number) => `/users/${accountId}/auth_tokens`;
  async function createKey(accountId: number, token: string, label = 'Warehouse sync'): Promise<KeyJson> {
    const response = await call('POST', keysUrl(accountId), token, { label });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<KeyJson>();
  }
  const revoke = (accountId: number, keyId: number, token: string) =>
    call('PATCH', `${keysUrl(accountId)}/${keyId}`, token, { revoked: true });
  const storedKey = async (id: number) =>
    (await queryRows<Record<string, unknown>>(test.ctx.db, sql`SELECT * FROM auth_tokens WHERE id = ${id}`))[0]!;

  it('answers the secret once, keeps only its SHA-256, and lists the key without it', async () => {
    const created = await createKey(partner.user.id, partner.token, '  CRM export  ');
    expect(created.token).toMatch(new RegExp(`^sf_live_${created.prefix}_[A-Za-z0-9_-]{43}$`));
    expect(created).toMatchObject({ account_id: partner.user.id, label: 'CRM export', created_by_id: partner.user.id, revoked_at: null });
    const secret = created.token!.slice(`sf_live_${created.prefix}_`.length);

    const stored = await storedKey(created.id);
    const { createHash } = await import('node:crypto');
    expect(stored.token_hash).toBe(createHash('sha256').update(created.token!).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(secret);

    const list = await call('GET', keysUrl(partner.user.id), partner.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    const listed = list.json<{ data: KeyJson[] }>().data.find((k) => k.id === created.id);
    expect(listed).toMatchObject({ label: 'CRM export', prefix: created.prefix, last_used_at: null });
    expect(listed).not.toHaveProperty('token');
  });

  it('reads the allow-listed calls of its own account, and nothing else', async () => {
    const key = (await createKey(partner.user.id, partner.token)).token!;
    const own = partner.user.id;
    for (const url of [`/partners/${own}/donations`, `/partners/${own}/dashboard_stats`, `/users/${own}/received-gifts`]) {
      const response = await call('GET', url, key);
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    }
    // Another account's reads: the services' own check refuses, as it would the account's session.
    expect((await call('GET', `/partners/${otherPartner.user.id}/donations`, key)).statusCode).toBe(403);
    // Writes, key management and session calls are not on the allow-list.
    expect((await call('POST', keysUrl(own), key, { label: 'Made by a key' })).statusCode).toBe(403);
    expect((await call('PATCH', `/users/${own}`, key, { bio: 'Written by a key' })).statusCode).toBe(403);
    expect((await call('GET', keysUrl(own), key)).statusCode).toBe(403);
    expect((await call('POST', '/logout', key)).statusCode).toBe(403);
    expect((await call('GET', `/users/${own}`, key)).statusCode).toBe(403);
  });

  it('stamps last use at most once a minute', async () => {
    const created = await createKey(partner.user.id, partner.token);
    const read = () => call('GET', `/partners/${partner.user.id}/donations`, created.token!);
    const lastUsed = async () =>
      (await call('GET', keysUrl(partner.user.id), partner.token)).json<{ data: KeyJson[] }>().data.find((k) => k.id === created.id)!
        .last_used_at;
    const first = clock.now().toISOString();
    expect((await read()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    expect((await read()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    clock.advance(31_000);
    expect((await read()).statusCode).toBe(200);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('refuses a revoked key from the next request, and audits the creation and the revocation', async () => {
    const created = await createKey(partner.user.id, teamAdmin.token, 'Old sync');
    const read = () => call('GET', `/partners/${partner.user.id}/donations`, created.token!);
    expect((await read()).statusCode).toBe(200);
    const revoked = await revoke(partner.user.id, created.id, teamAdmin.token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<KeyJson>().revoked_at).toBe(clock.now().toISOString());
    const refused = await read();
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ message: string }>().message).toMatch(/revoked/);

    // A revocation is final: renaming keeps it revoked, at its first time.
    clock.advance(1_000);
    const renamed = await call('PATCH', `${keysUrl(partner.user.id)}/${created.id}`, teamAdmin.token, { label: 'Retired sync' });
    expect(renamed.json<KeyJson>()).toMatchObject({ label: 'Retired sync', revoked_at: revoked.json<KeyJson>().revoked_at });

    const audit = await call('GET', `/audit-log?target_type=auth_token&target_id=${created.id}`, admin.token);
    expect(audit.statusCode, audit.body).toBe(200);
    const actions = audit.json<{ data: { action: string; actor_id: number }[] }>().data.map((e) => `${e.action} by ${e.actor_id}`);
    expect(actions).toEqual(
      expect.arrayContaining([`auth-token.create by ${teamAdmin.user.id}`, `auth-token.revoke by ${teamAdmin.user.id}`]),
    );
  });

  it('lets the account, its team admins and platform admins manage keys; others get 403, a non-partner 404', async () => {
    const key = await createKey(partner.user.id, admin.token, 'Support key');
    expect(key.created_by_id).toBe(admin.user.id);
    for (const outsider of [projectManager, donor, otherPartner]) {
      expect((await call('GET', keysUrl(partner.user.id), outsider.token)).statusCode).toBe(403);
      expect((await call('POST', keysUrl(partner.user.id), outsider.token, { label: 'Mine now' })).statusCode).toBe(403);
      expect((await revoke(partner.user.id, key.id, outsider.token)).statusCode).toBe(403);
    }
    // Another account's key id under this account is not found.
    const theirs = await createKey(otherPartner.user.id, otherPartner.token);
    expect((await revoke(partner.user.id, theirs.id, partner.token)).statusCode).toBe(404);
    expect((await call('GET', keysUrl(donor.user.id), donor.token)).statusCode).toBe(404);
  });

  it('answers field errors for a missing or long label, and caps the live keys per account', async () => {
    const account = await signUp(test.app);
    await setUser(test, account.user.id, { is_partner: true });
    const empty = await call('POST', keysUrl(account.user.id), account.token, { label: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.label).toEqual(['Label is required']);
    const long = await call('POST', keysUrl(account.user.id), account.token, { label: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
    expect(long.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('label');

    const keys: KeyJson[] = [];
    for (let i = 0; i < AUTH_TOKENS_ACTIVE_MAX - 1; i++) keys.push(await createKey(account.user.id, account.token, `Key ${i}`));
    // Two creations at once for the last free place, over two API instances: exactly one gets it.
    const second = await test.anotherInstance();
    try {
      const answers = await Promise.all(
        [test.app, second.app].map((app) =>
          app.inject({
            method: 'POST',
            url: `/api${keysUrl(account.user.id)}`,
            headers: bearer(account.token),
            payload: { label: 'Race' },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    } finally {
      await second.close();
    }
    const full = await call('POST', keysUrl(account.user.id), account.token, { label: 'One too many' });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ errors: Record<string, string[]> }>().errors.label?.[0]).toMatch(/revoke one/);
    expect((await revoke(account.user.id, keys[0]!.id, account.token)).statusCode).toBe(200);
    await createKey(account.user.id, account.token, 'After a revocation');
  });
});
