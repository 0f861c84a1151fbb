import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { setUser } from '../../test-support/accounts.js';
import { getJson } from '../../test-support/projects.js';

type Session = Awaited<ReturnType<typeof signUp>>;
const emails = (response: { json: () => unknown }) => (response.json() as { data: { email: string }[] }).data.map((u) => u.email);

describe('the back-office users list: server-side sort and the CSV export', () => {
  let test: TestApp;
  let admin: Session;
  let sales: Session;
  const tag = `sortme${Date.now().toString(36)}`;
  const made: string[] = [];
  beforeAll(async () => {
    test = await createTestApp();
    admin = await signUp(test.app);
    sales = await signUp(test.app);
    await makeAdmin(test, admin.user.id);
    await setUser(test, sales.user.id, { is_sales: true });
    for (const [prefix, given, login] of [
      ['b', 5_000, '2025-01-03T00:00:00Z'],
      ['a', 90_000, null],
      ['c', 100, '2025-01-01T00:00:00Z'],
    ] as const) {
      const account = await signUp(test.app, { email: `${prefix}-${tag}@example.test`, first_name: '=cmd|calc', last_name: tag });
      await setUser(test, account.user.id, { amount_given_cents: given, last_logged_at: login ? new Date(login) : null });
      made.push(account.user.email);
    }
  });
  afterAll(() => test.close());

  const list = (query: string, token = admin.token) => getJson(test, `/api/users?q=${tag}&${query}`, token);

  it('sorts on the server by email, money given and last login, both ways (never-logged-in last)', async () => {
    expect(emails(await list('sort=email&order=asc'))).toEqual([`a-${tag}@example.test`, `b-${tag}@example.test`, `c-${tag}@example.test`]);
    expect(emails(await list('sort=amount_given_cents&order=desc'))).toEqual([
      `a-${tag}@example.test`,
      `b-${tag}@example.test`,
      `c-${tag}@example.test`,
    ]);
    expect(emails(await list('sort=last_logged_at&order=asc'))).toEqual([
      `c-${tag}@example.test`,
      `b-${tag}@example.test`,
      `a-${tag}@example.test`,
    ]);
    expect(emails(await list('sort=email&order=desc&limit=1&offset=1'))).toEqual([`b-${tag}@example.test`]);
    expect((await list('sort=password_hash')).statusCode).toBe(422);
  });

  it('exports the filtered list as CSV for admins alone, formula cells neutralised', async () => {
    expect((await getJson(test, '/api/users/export')).statusCode).toBe(401);
    expect((await getJson(test, '/api/users/export', sales.token)).statusCode).toBe(403);
    const csv = await getJson(test, `/api/users/export?q=${tag}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('storyfund-users.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,first_name,last_name,email,organization,country,partner,admin,sales,given_cents,created_utc,last_login_utc,banned_utc',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`'=cmd|calc,${tag},b-${tag}@example.test`);
    expect(lines[1]).toContain(',5000,');
    expect(lines[1]).toContain('03/01/2025 00:00:00');
  });
});
