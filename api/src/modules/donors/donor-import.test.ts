import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { bearer, createTestApp, signUp, uniqueEmail, type TestApp } from '../../test-support/test-app.js';
import { grantRole, mailsTo, setUser } from '../../test-support/accounts.js';
import { multipart } from '../../test-support/timeline.js';

type Session = Awaited<ReturnType<typeof signUp>>;

const MAPPING = '?first_name_column=First%20name&last_name_column=Surname&email_column=E-mail';

describe('donor import (spec §7 users/{id}/donor-import): multipart POST, GET stats, the error report, DELETE', () => {
  let test: TestApp;
  let partner: Session;
  let freePartner: Session;
  let projectManager: Session;
  const existing = uniqueEmail('existing');
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app);
    freePartner = await signUp(test.app);
    projectManager = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, is_premium: true });
    await setUser(test, freePartner.user.id, { is_partner: true });
    await grantRole(test, projectManager.user.id, partner.user.id, 'project_manager');
    const added = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/add-donor-to-network`,
      headers: bearer(partner.token),
      payload: { first_name: 'Old', last_name: 'Friend', email: existing },
    });
    expect(added.statusCode).toBe(201);
  });
  afterAll(() => test.close());

  const upload = (csv: string, opts: { token?: string; id?: number; query?: string; name?: string } = {}) => {
    const { payload, headers } = multipart([{ name: 'file', filename: opts.name ?? 'donors.csv', contentType: 'text/csv', data: csv }]);
    return test.app.inject({
      method: 'POST',
      url: `/api/users/${opts.id ?? partner.user.id}/donor-import${opts.query ?? MAPPING}`,
      headers: { ...headers, ...bearer(opts.token ?? partner.token) },
      payload,
    });
  };
  const donorCount = async () =>
    Number(
      (await queryRows<{ n: string }>(test.ctx.db, sql`SELECT count(*) AS n FROM network_donors WHERE partner_id = ${partner.user.id}`))[0]!
        .n,
    );
  const errorsCsv = (importId: number) =>
    test.app.inject({
      method: 'GET',
      url: `/api/users/${partner.user.id}/donor-import/${importId}/errors`,
      headers: bearer(partner.token),
    });

  const tag = Date.now().toString(36);
  const csv = [
    'E-mail,First name,Surname,Notes',
    `ann-${tag}@example.test,Ann,Able,first`,
    `bad-email,Bob,Bad,`,
    `ANN-${tag}@EXAMPLE.TEST,Ann,Again,same as row 2`,
    `${existing},Old,Friend,already there`,
    `,,,`,
    `cy-${tag}@example.test,"Cy, Jr.",Cee,"quoted, comma"`,
    `=cmd-${tag}@example.test,=HYPERLINK(),Evil,formula`,
  ].join('\r\n');

  let importId: number;

  it('imports the valid new rows, counts duplicates and invalid rows, and emails nobody', async () => {
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    importId = body.id;
    expect(body).toMatchObject({
      state: 'done',
      rows_read: 7,
      created: 3,
      duplicates: 2,
      invalid: 2,
      already_imported: false,
      file_name: 'donors.csv',
    });
    expect(await donorCount()).toBe(4);
    expect(await mailsTo(test, `ann-${tag}@example.test`)).toHaveLength(0);
    const listed = await test.app.inject({
      method: 'GET',
      url: `/api/users/${partner.user.id}/network-donors?query=${tag}`,
      headers: bearer(partner.token),
    });
    const imported = listed.json().data.filter((d: { source: string }) => d.source === 'imported');
    expect(imported.map((d: { first_name: string; import_id: number }) => [d.first_name, d.import_id]).sort()).toEqual([
      ['=HYPERLINK()', importId],
      ['Ann', importId],
      ['Cy, Jr.', importId],
    ]);
  });

  it('offers the error report as CSV: row number, column, message; formula cells neutralised', async () => {
    const response = await errorsCsv(importId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'row,column,message',
      '3,E-mail,Please enter a valid email address',
      '4,E-mail,Duplicate of row 2 in this file',
      '5,E-mail,Already a donor in your network',
      '6,First name,First name is required',
      '6,Surname,Last name is required',
      '6,E-mail,Email is required',
    ]);
  });

  it('answers the same file again with its first import and changes nothing', async () => {
    const again = await upload(csv, { name: 'renamed.csv' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: importId, already_imported: true, created: 3 });
    expect(await donorCount()).toBe(4);
  });

  it('shows the stats of every import and of one', async () => {
    const all = await test.app.inject({
      method: 'GET',
      url: `/api/users/${partner.user.id}/donor-import/stats`,
      headers: bearer(partner.token),
    });
    expect(all.json()).toMatchObject({ total: 1, data: [{ id: importId, state: 'done' }] });
    const one = await test.app.inject({
      method: 'GET',
      url: `/api/users/${partner.user.id}/donor-import/${importId}/stats`,
      headers: bearer(partner.token),
    });
    expect(one.json()).toMatchObject({ id: importId, rows_read: 7, created: 3, duplicates: 2, invalid: 2 });
  });

  it('undoes one import exactly: only the donors it created go, and the file may be imported again', async () => {
    const undone = await test.app.inject({
      method: 'DELETE',
      url: `/api/users/${partner.user.id}/donor-import/${importId}`,
      headers: bearer(partner.token),
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ state: 'undone' });
    expect(await donorCount()).toBe(1);
    const again = await upload(csv);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ created: 3, already_imported: false });
    expect(again.json().id).not.toBe(importId);
    expect(await donorCount()).toBe(4);
  });

  it('refuses a free partner (premium feature), a project manager, and a mapping the header lacks', async () => {
    const free = await upload('E-mail,First name,Surname\r\n', { id: freePartner.user.id, token: freePartner.token });
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toContain('premium');
    expect((await upload(csv, { token: projectManager.token })).statusCode).toBe(403);
    const wrong = await upload(`Email,First,Last\r\nx-${tag}@example.test,X,Y\r\n`);
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['email_column', 'first_name_column', 'last_name_column']);
    const missing = await upload('E-mail\r\n', { query: '?first_name_column=E-mail' });
    expect(missing.statusCode).toBe(422);
  });

  it('answers 422 for an empty file, no file part, or a non-multipart body', async () => {
    expect((await upload('')).json().errors).toEqual({ file: ['The file is empty'] });
    const plain = await test.app.inject({
      method: 'POST',
      url: `/api/users/${partner.user.id}/donor-import${MAPPING}`,
      headers: bearer(partner.token),
      payload: { file: 'x' },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors).toHaveProperty('file');
  });

  it('keeps what a broken CSV imported before the break, marks it failed, and lets undo remove it', async () => {
    const good = Array.from({ length: 2500 }, (_, i) => `broken-${tag}-${i}@example.test,Bro,Ken`);
    const broken = ['E-mail,First name,Surname', ...good, '"unclosed,quote,here'].join('\r\n');
    const response = await upload(broken);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ state: 'failed' });
    // Rows parsed before the break are written (a stream reads ahead a little, so at least the first batches).
    const created = response.json().created as number;
    expect(created).toBeGreaterThanOrEqual(1000);
    expect(response.json().error).toContain('not valid CSV');
    const before = await donorCount();
    const undone = await test.app.inject({
      method: 'DELETE',
      url: `/api/users/${partner.user.id}/donor-import/${response.json().id}`,
      headers: bearer(partner.token),
    });
    expect(undone.json()).toMatchObject({ state: 'undone' });
    expect(await donorCount()).toBe(before - created);
  });

  it('imports two concurrent uploads of one file once', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `race-${tag}-${i}@example.test,Race,${i}`);
    const file = ['E-mail,First name,Surname', ...rows].join('\n');
    const before = await donorCount();
    const [a, b] = await Promise.all([upload(file), upload(file)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await donorCount()).toBe(before + 1500);
  });
});
