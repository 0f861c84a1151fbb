import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { createProject, getJson, ids, send, setProject } from '../../test-support/projects.js';

/** GET /api/projects?q= with no other filter or sort: the tables a plain search reads (migrations 0090, 0091). */
describe('GET /api/projects?q=: the plain search and the tables it reads', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const list = (query = '') => getJson(test, `/api/projects${query}`);

  /** The listed projects matching `q`, ranked from their vectors: the search's order without the one-word index (0091). */
  const rankedByVectors = async (q: string) =>
    (
      await queryRows<{ id: number | string }>(
        test.ctx.db,
        sql`SELECT s.project_id AS id FROM project_search s, websearch_to_tsquery('english', ${q}) AS query
            WHERE s.search_vector @@ query ORDER BY ts_rank(s.search_vector, query) DESC, s.project_id DESC`,
      )
    ).map((r) => Number(r.id));

  /** Rows by which `project_search_terms` differs from what the vectors of `project_search` say it holds (0091). */
  const termDrift = async () => {
    const derived = sql`SELECT s.project_id, t.term, t.rank FROM project_search s, search_terms(s.search_vector) AS t`;
    const kept = sql`SELECT project_id, term, rank FROM project_search_terms`;
    const [row] = await queryRows<{ drift: number }>(
      test.ctx.db,
      sql`SELECT count(*)::int AS drift FROM ((${derived} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${derived})) AS d`,
    );
    return row!.drift;
  };

  it('a plain search sees a project as the listings do, at once: listed, renamed, hidden, closed (project_search, 0090, 0091)', async () => {
    const teller = await signUp(test.app, { first_name: 'Zora', last_name: 'Quill' });
    const id = (
      await createProject(test, teller.token, { title: 'Zephyrine orchard', description: 'Apple trees', categories: ['Entrepreneurship'] })
    ).id;
    expect(ids(await list('?q=zephyrine'))).toEqual([id]);
    // The owner's name is searched too (weight B).
    expect(ids(await list('?q=quill'))).toEqual([id]);
    expect((await send(test, 'PATCH', `/api/projects/${id}`, teller.token, { title: 'Quokka shelter' })).statusCode).toBe(200);
    expect(ids(await list('?q=zephyrine'))).toEqual([]);
    expect(ids(await list('?q=quokka'))).toEqual([id]);
    await setProject(test, id, { description: 'Pear trees' });
    expect(ids(await list('?q=apple'))).toEqual([]);
    expect(ids(await list('?q=pear'))).toEqual([id]);
    // An owner hidden from feeds (or banned) takes the project out of every listing, search included, and back.
    await setProject(test, id, { owner_listed: false });
    expect((await list('?q=quokka')).json()).toEqual({ data: [], total: 0 });
    await setProject(test, id, { owner_listed: true });
    expect(ids(await list('?q=quokka'))).toEqual([id]);
    expect(ids(await list('?q=quokka&sort=Newest'))).toEqual([id]);
    expect((await send(test, 'DELETE', `/api/projects/${id}`, teller.token)).statusCode).toBe(200);
    expect(ids(await list('?q=quokka'))).toEqual([]);
    // The sorted search reads the projects themselves, and agrees.
    expect(ids(await list('?q=quokka&sort=Newest'))).toEqual([]);
    // Every write above kept the one-word index in step with the vectors.
    expect(await termDrift()).toBe(0);
  });

  it('a one-word search pages and ranks as ranking the vectors does, whatever the word holds (project_search_terms, 0091)', async () => {
    const teller = await signUp(test.app, { first_name: 'Lantern', last_name: "O'Brien" });
    const text = "Self-care kits, it's C:\\lantern\\files at https://example.org/lantern?x=1, help@example.org, 3.5kg, naïve café";
    const made = [
      { title: 'Lantern lantern library', description: 'Books' },
      { title: 'Solar lanterns', description: text },
      { title: 'Night school', description: 'A lantern, then another lantern' },
      { title: 'Reading room', description: 'One lantern' },
      { title: 'Second reading room', description: 'One lantern' },
    ];
    const madeIds: number[] = [];
    for (const body of made) madeIds.push((await createProject(test, teller.token, { ...body, categories: ['Education'] })).id);
    // Words whose lexemes hold punctuation (a URL, an address, a path), accents, and queries of several terms.
    const words = [
      'lantern',
      "o'brien",
      'obrien',
      'self-care',
      'care',
      "it's",
      'example.org',
      'help@example.org',
      '3.5kg',
      'café',
      'naïve',
      'C:\\lantern\\files',
      'https://example.org/lantern?x=1',
      'lantern -library',
      '"night school"',
      'lantern or books',
    ];
    for (const q of words) {
      const expected = await rankedByVectors(q);
      const answer = (await list(`?q=${encodeURIComponent(q)}`)).json();
      expect({ q, ids: answer.data.map((d: { id: number }) => d.id), total: answer.total }).toEqual({
        q,
        ids: expected,
        total: expected.length,
      });
    }
    expect(await rankedByVectors('lantern')).toHaveLength(5);
    expect(await rankedByVectors('help@example.org')).toHaveLength(1);
    // Pages of a one-word search: the same order, the same total, a page past the end still counted.
    const all = await rankedByVectors('lantern');
    expect((await list('?q=lantern&limit=2&offset=2')).json()).toMatchObject({ total: 5, data: all.slice(2, 4).map((id) => ({ id })) });
    expect((await list('?q=lantern&offset=10')).json()).toEqual({ data: [], total: 5 });
    // Closed, they leave the index with their vectors.
    for (const id of madeIds) expect((await send(test, 'DELETE', `/api/projects/${id}`, teller.token)).statusCode).toBe(200);
    expect((await list('?q=lantern')).json()).toEqual({ data: [], total: 0 });
    expect(await termDrift()).toBe(0);
  });
});
