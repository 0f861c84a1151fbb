import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';
import { createTestApp, signUp, type TestApp } from '../test-support/test-app.js';
import { issueToken } from '../modules/auth/sessions.service.js';
import { updateUser } from '../modules/users/users.repository.js';
import { createAnonymousAccount } from '../modules/auth/anonymous.service.js';
import { userRoles } from '../db/schema/index.js';
import { createFixtures, type Fixtures } from '../test-support/authorization.js';

const KINDS = ['anonymous', 'guest', 'donor', 'partner', 'collaborator', 'admin', 'sales'] as const;
type Kind = (typeof KINDS)[number];

const cellsOf = (line: string) => line.split(' | ').map((c) => c.replace(/^\|\s*|\s*\|$/g, '').trim());

/**
 * The route tables of docs/authorization*.md, parsed: the documentation is the test's input. Columns are
 * read by the table's header: method, path, one per kind of caller, notes, and optionally an example body
 * (JSON in backticks). A table without a `sales` column expects of sales staff what it expects of a donor
 * (is_sales grants nothing beyond the staff routes, which list it).
 */
function readTable() {
  const files = fs.readdirSync(path.join(repoRoot, 'docs')).filter((f) => /^authorization.*\.md$/.test(f));
  return files.flatMap((file) => {
    let header: string[] = [];
    return fs
      .readFileSync(path.join(repoRoot, 'docs', file), 'utf8')
      .split('\n')
      .flatMap((line) => {
        if (/^\| Method \|/.test(line)) header = cellsOf(line).map((c) => c.toLowerCase());
        if (!/^\| (GET|POST|PUT|PATCH|DELETE) +\|/.test(line)) return [];
        const cells = cellsOf(line);
        const [method, route] = cells as [string, string];
        const at = (name: string) => {
          const index = header.indexOf(name);
          return index >= 0 ? cells[index] : undefined;
        };
        const expected = Object.fromEntries(KINDS.map((k) => [k, at(k) ?? at('donor')])) as Record<Kind, string>;
        const bodyCell = cells[header.indexOf('notes') + 1]?.replace(/^`|`$/g, '');
        return [{ method, route, expected, body: bodyCell ? (JSON.parse(bodyCell) as unknown) : undefined }];
      });
  });
}

/** A body that passes validation, so the only thing a refusal can mean is authorization. */
const BODIES: Record<string, unknown> = {
  'POST /api/users': { email: 'table-{n}@example.test', password: 'correct-horse-42', first_name: 'T', last_name: 'T' },
  'POST /api/login': { email: 'table-login@example.test', password: 'correct-horse-42' },
  'POST /api/users/password-reset': { token: 'x'.repeat(43), password: 'correct-horse-42' },
  'POST /api/users/anonymous/claim': { email: 'claim-{n}@example.test', password: 'correct-horse-42' },
  'POST /api/users/confirm-email': { token: 'x'.repeat(43) },
  'PATCH /api/users/{self}': { bio: 'updated' },
  'PATCH /api/users/{other}': { bio: 'updated' },
  'POST /api/users/{self}/update-login-info': { country_code: 'GB' },
  'POST /api/users/{other}/update-login-info': { country_code: 'GB' },
};

/**
 * The fixture account's standing, restored before every call: a partner, and premium so the donor import (a premium
 * feature, authorization-donors.md) reaches its own checks. Admin rows change it (remove-premium), and a row's
 * answer must not depend on the rows walked before it.
 */
const PARTNER_ACCOUNT_STANDING = { is_partner: true, is_premium: true } as const;

describe('the authorization table (docs/authorization.md) holds for every kind of caller', () => {
  let test: TestApp;
  const ids = {} as Record<Kind | 'other' | 'partnerAccount', number>;
  const kindOfToken = {} as Record<Kind, 'session' | 'anonymous'>;
  let fixtures: Fixtures;

  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    const db = test.ctx.db;
    await signUp(test.app, { email: 'table-login@example.test' });
    ids.other = (await signUp(test.app)).user.id;
    ids.partnerAccount = (await signUp(test.app)).user.id;
    await updateUser(db, ids.partnerAccount, PARTNER_ACCOUNT_STANDING);
    ids.anonymous = ids.other;
    for (const kind of ['donor', 'partner', 'collaborator', 'admin', 'sales'] as const) ids[kind] = (await signUp(test.app)).user.id;
    await updateUser(db, ids.partner, { is_partner: true });
    await updateUser(db, ids.admin, { is_admin: true });
    await updateUser(db, ids.sales, { is_sales: true });
    await db.insert(userRoles).values({ user_id: ids.collaborator, controlled_user_id: ids.partnerAccount, role: 'admin' });
    for (const kind of KINDS) kindOfToken[kind] = kind === 'guest' ? 'anonymous' : 'session';
    fixtures = await createFixtures(test, ids.partnerAccount);
  });
  afterAll(() => test.close());

  const table = readTable();
  it('documents every route', () => expect(table.length).toBeGreaterThanOrEqual(20));

  let n = 0;
  for (const { method, route, expected, body } of table) {
    for (const kind of KINDS) {
      it(`${method} ${route} as ${kind} → ${expected[kind]}`, async () => {
        // A guest is fresh for every call: the claim row turns its guest into a full account.
        if (kind === 'guest') ids.guest = (await createAnonymousAccount(test.ctx, test.ctx.db)).user.id;
        await updateUser(test.ctx.db, ids.partnerAccount, PARTNER_ACCOUNT_STANDING);
        const url = route
          .replace('{self}', String(ids[kind]))
          .replace('{other}', String(ids.other))
          .replace('{partner}', String(ids.partnerAccount))
          .replace('{project}', String(fixtures.project))
          .replace('{update}', String(fixtures.update))
          .replace('{post}', String(fixtures.post))
          .replace('{comment}', String(fixtures.comment))
          .replace('{review}', String(fixtures.review))
          .replace('{teammate}', String(fixtures.teammate))
          .replace('{invitation}', String(fixtures.invitation))
          .replace('{team_member}', String(fixtures.team_member));
        // A fresh token per call: logout and claim revoke theirs, and must not affect the next row.
        const token = kind === 'anonymous' ? undefined : await issueToken(test.ctx.db, test.ctx.clock, ids[kind], kindOfToken[kind]);
        const template = body ?? BODIES[`${method} ${route}`];
        const payload = template
          ? JSON.parse(
              JSON.stringify(template)
                .replace('{n}', String(n++))
                .replace('"{post}"', String(fixtures.post))
                .replace('"{review}"', String(fixtures.review)),
            )
          : undefined;
        const response = await test.app.inject({
          method: method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(payload ? { payload } : {}),
          remoteAddress: '127.0.0.1',
        });
        if (expected[kind] === '✓') {
          expect([401, 403], `${response.statusCode} ${response.body}`).not.toContain(response.statusCode);
          expect(response.statusCode).toBeLessThan(500);
        } else {
          expect(response.statusCode, response.body).toBe(Number(expected[kind]));
        }
      });
    }
  }
});
