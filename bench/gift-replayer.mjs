// The replaying half of bench/gift-replay.mjs: given the statements one gift sent (recorded by
// bench/wire-recorder.mjs), replays them with `pg` as a fresh gift each time, and prepares the database for it.
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { root } from './lib.mjs';

const { default: pg } = await import(path.join(root, 'api/node_modules/pg/lib/index.js'));

const TOKEN_SOURCE = '(?:[a-z]{2,5}_sbx_[A-Za-z0-9]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
const TOKEN = new RegExp(TOKEN_SOURCE, 'gi');
const HAS_TOKEN = new RegExp(TOKEN_SOURCE, 'i');
const fresh = (token) => {
  const prefix = token.match(/^[a-z]{2,5}_sbx_/i)?.[0];
  if (!prefix) return randomUUID();
  return (
    prefix +
    randomBytes(token.length)
      .toString('base64url')
      .replace(/[-_]/g, 'x')
      .slice(0, token.length - prefix.length)
  );
};
const isIdColumn = (name) => name === 'id' || name.endsWith('_id');

/**
 * Where each parameter of the recording comes from, decided once: a processor token or UUID (fresh per
 * replay), the donor's session (the replay's donor's), an id an earlier statement returned (that statement's
 * answer in this replay), the project asked for (the replay's project), or a literal.
 */
export function replayer(recording, recorded, cast) {
  const sourceOf = (value, i) => {
    if (Buffer.isBuffer(value)) return recorded.tokenHash?.equals(value) ? { session: true } : { literal: value };
    if (typeof value !== 'string') return { literal: value };
    if (HAS_TOKEN.test(value)) return { tokens: value };
    if (value.endsWith(`:${recorded.address}`)) return { address: value.slice(0, -recorded.address.length) };
    // An array of ids (the events' acknowledgement: `id = ANY($1::int8[])`): each its own source.
    if (/^\{"?\d+"?(,"?\d+"?)*\}$/.test(value))
      return {
        array: value
          .replace(/[{}"]/g, '')
          .split(',')
          .map((v) => sourceOf(v, i)),
      };
    // A key naming a row (the notification's source, `gift:<id>`): the id from this replay's answer.
    const keyed = value.match(/^([a-z_]+:)(\d+)$/);
    if (keyed) {
      const inner = sourceOf(keyed[2], i);
      if (inner.ref) return { prefix: keyed[1], inner };
    }
    for (let k = i - 1; k >= 0; k--) {
      const earlier = recording[k];
      for (const [r, row] of earlier.rows.entries())
        for (let c = row.length - 1; c >= 0; c--) if (row[c] === value && isIdColumn(earlier.columns[c] ?? '')) return { ref: [k, r, c] };
    }
    if (value === String(recorded.projectId)) return { project: true };
    return { literal: value };
  };
  const sources = recording.map((s, i) => s.params.map((value) => sourceOf(value, i)));
  if (process.env.REPLAY_DEBUG)
    sources.forEach((src, i) => console.log(`  sources ${i}: ${JSON.stringify(src.map((x) => (x.literal !== undefined ? 'lit' : x)))}`));
  return async function replayOne(pool, n) {
    const donor = cast.donors[n % cast.donors.length];
    const project = String(cast.projects[n % cast.projects.length]);
    const tokens = new Map();
    const answers = [];
    const value = (source) => {
      if ('tokens' in source) return source.tokens.replace(TOKEN, (t) => tokens.get(t) ?? tokens.set(t, fresh(t)).get(t));
      if (source.session) return donor.tokenHash;
      if (source.address) return source.address + donor.address;
      if (source.ref) return answers[source.ref[0]]?.[source.ref[1]]?.[source.ref[2]];
      if (source.project) return project;
      if (source.prefix) return source.prefix + value(source.inner);
      if (source.array) return `{${source.array.map(value).join(',')}}`;
      return source.literal;
    };
    const clients = new Map();
    let at = 0;
    try {
      for (const [i, s] of recording.entries()) {
        at = i;
        let client = clients.get(s.conn);
        if (!client) clients.set(s.conn, (client = await pool.connect()));
        const query = { text: s.text, values: sources[i].map(value), rowMode: 'array' };
        const result = await client.query(s.name ? { ...query, name: s.name } : query);
        answers.push(
          (result.rows ?? []).map((row) => row.map((v) => (v === null ? null : v instanceof Date ? v.toISOString() : String(v)))),
        );
      }
      return true;
    } catch (err) {
      for (const client of clients.values()) await client.query('ROLLBACK').catch(() => undefined);
      if (process.env.REPLAY_DEBUG) console.error(`statement ${at}: ${err.message}`);
      return false;
    } finally {
      for (const client of clients.values()) client.release();
    }
  };
}

/** Each donor's session, as the database holds it (the replay signs in as the donor it gives for). */
export async function withSessions(pool, donors) {
  const { rows } = await pool.query('SELECT user_id, token_hash FROM auth_sessions WHERE user_id = ANY($1::int8[])', [
    donors.map((d) => d.id),
  ]);
  const hashes = new Map(rows.map((r) => [Number(r.user_id), r.token_hash]));
  return donors.map((d) => ({ ...d, tokenHash: hashes.get(d.id) }));
}

/**
 * Each table's ids from a range of its own (the k-th sequence from k * 10,000,000 up), so that an id in a
 * parameter tells which earlier answer it came from: on a small database a payment request and a payment
 * intent would otherwise both be number 3. Only ever moves a sequence forward.
 */
export async function spreadIds(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT schemaname || '.' || sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    for (const [k, { name }] of rows.entries()) {
      await client.query(
        `SELECT setval($1::text::regclass, greatest(coalesce((SELECT last_value FROM pg_sequences WHERE schemaname || '.' || sequencename = $1::text), 1), $2::int8))`,
        [name, (k + 1) * 10_000_000],
      );
    }
  } finally {
    await client.end();
  }
}
