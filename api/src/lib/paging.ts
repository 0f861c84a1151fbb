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
