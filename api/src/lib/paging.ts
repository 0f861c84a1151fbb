/** A page of a list: `limit` rows from `offset` (every list takes them; docs/architecture.md). */
export interface Page {
  limit: number;
  offset: number;
}

/** One page of ids in list order, and how many match in all. */
export interface IdPage {
  ids: number[];
  total: number;
}

/**
 * The total of a page whose rows each carry it (`count(*) OVER ()`, or a count subquery beside each row): the first
 * row's; an empty first page matches nothing; only a page past the end asks `count` (no row carries the total).
 */
export async function pageTotal(rows: readonly { total: number }[], page: Page, count: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return rows[0]!.total;
  return page.offset === 0 ? 0 : count();
}
