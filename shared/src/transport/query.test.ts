import { describe, expect, it } from 'vitest';
import { buildQueryString, buildUrl } from './query.js';

describe('buildQueryString', () => {
  it('sends query arrays as repeated bracketed keys (types[]=a&types[]=b)', () => {
    expect(buildQueryString({ limit: 10, offset: 0, types: ['comment', 'update'] })).toBe(
      'limit=10&offset=0&types[]=comment&types[]=update',
    );
  });

  it('skips undefined and null values, also inside arrays, and sends nothing for an empty array', () => {
    expect(buildQueryString({ a: 1, b: undefined, c: null, d: [null, 'x', undefined], e: [] })).toBe('a=1&d[]=x');
  });

  it('percent-encodes keys and values but keeps the [] suffix literal', () => {
    const query = buildQueryString({ q: 'Sports & The Arts', 'sort dir': 'a/b', tags: ['x=y', 'ü'] });
    expect(query).toBe('q=Sports%20%26%20The%20Arts&sort%20dir=a%2Fb&tags[]=x%3Dy&tags[]=%C3%BC');
    const parsed = new URLSearchParams(query);
    expect(parsed.get('q')).toBe('Sports & The Arts');
    expect(parsed.getAll('tags[]')).toEqual(['x=y', 'ü']);
  });

  it('sends booleans as true/false, Dates as ISO strings and objects as JSON', () => {
    const at = new Date(Date.UTC(2024, 5, 24, 12, 0, 0));
    expect(buildQueryString({ only: true, no: false, at, f: { a: 1 } })).toBe(
      'only=true&no=false&at=2024-06-24T12%3A00%3A00.000Z&f=%7B%22a%22%3A1%7D',
    );
  });

  it('returns an empty string when nothing is sent', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({ a: undefined })).toBe('');
  });
});

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('/api', 'projects')).toBe('/api/projects');
    expect(buildUrl('/api/', '/projects')).toBe('/api/projects');
    expect(buildUrl('http://localhost:8080/api', 'users/1')).toBe('http://localhost:8080/api/users/1');
  });

  it('appends the query, after any query already in the path', () => {
    expect(buildUrl('/api', 'projects', { limit: 5 })).toBe('/api/projects?limit=5');
    expect(buildUrl('/api', 'users?q=ann', { limit: 5 })).toBe('/api/users?q=ann&limit=5');
    expect(buildUrl('/api', 'projects', { limit: undefined })).toBe('/api/projects');
  });

  it('uses an absolute path as it is', () => {
    expect(buildUrl('/api', 'https://cdn.example.test/x.json')).toBe('https://cdn.example.test/x.json');
  });
});
