/** Query strings and URLs for the transport (spec §7). */

/** Query values: strings, numbers, booleans, Dates, arrays of those; null/undefined are skipped. */
export type QueryParams = Record<string, unknown>;

function encodeValue(value: unknown): string {
  if (value instanceof Date) return encodeURIComponent(value.toISOString());
  if (typeof value === 'object') return encodeURIComponent(JSON.stringify(value));
  return encodeURIComponent(String(value));
}

/**
 * `{ a: 1, types: ['x', 'y'], b: undefined }` -> `a=1&types[]=x&types[]=y`.
 * - undefined and null values (also inside arrays) are skipped;
 * - arrays go as repeated bracketed keys, an empty array sends nothing;
 * - keys and values are percent-encoded, but the `[]` suffix stays literal;
 * - a Date goes as its ISO string, a plain object as JSON.
 * Returns '' when nothing is sent.
 */
export function buildQueryString(params: QueryParams | undefined): string {
  if (params === undefined) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item === undefined || item === null) continue;
        parts.push(`${name}[]=${encodeValue(item)}`);
      }
    } else {
      parts.push(`${name}=${encodeValue(value)}`);
    }
  }
  return parts.join('&');
}

/**
 * Joins the base URL and a path with exactly one '/', then appends the
 * query (after any query already in the path). An absolute `http(s)://`
 * path is used as it is.
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const joined = /^https?:\/\//i.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = buildQueryString(query);
  if (search === '') return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}
