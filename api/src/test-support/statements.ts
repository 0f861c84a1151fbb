import pg from 'pg';

/**
 * Every statement `run` sends to PostgreSQL through node-postgres, caught at the driver (whitespace folded).
 * PostgreSQL only: the embedded database has no driver to listen at.
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as string | { text: string };
    seen.push((typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').trim());
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = spy as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}
