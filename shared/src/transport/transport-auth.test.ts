import { describe, expect, it } from 'vitest';
import { createTransport } from './transport.js';
import type { Credentials } from './types.js';

/** A fake fetch (the network is a true external) that records every call. */
function fakeFetch(answer: () => Response = () => Response.json({ ok: 1 })) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    return answer();
  };
  return { fetch, calls };
}

function withCredentials(credentials: Credentials) {
  const fake = fakeFetch();
  const transport = createTransport({ baseUrl: 'http://api.test/api', fetch: fake.fetch, getCredentials: () => credentials });
  return { transport, fake };
}

describe('bearer header: "set only when both user id and token exist"', () => {
  it('sends Authorization: Bearer <token> when both exist', async () => {
    const { transport, fake } = withCredentials({ userId: 7, token: 'tok' });
    await transport.get('projects');
    expect(fake.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it.each<[string, Credentials]>([
    ['only a token', { token: 'tok' }],
    ['only a user id', { userId: '7' }],
    ['a null user id', { userId: null, token: 'tok' }],
    ['an empty token', { userId: 7, token: '' }],
    ['an empty user id', { userId: '', token: 'tok' }],
  ])('sends no Authorization with %s', async (_name, credentials) => {
    const { transport, fake } = withCredentials(credentials);
    await transport.post('projects', { title: 'x' });
    expect(fake.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it("auth 'optional' (a GET whose token is optional) still sends it when both exist, and works without", async () => {
    const both = withCredentials({ userId: 7, token: 'tok' });
    await both.transport.get('projects/1', { auth: 'optional' });
    expect(both.fake.calls[0]?.headers.get('authorization')).toBe('Bearer tok');
    const none = withCredentials({});
    await expect(none.transport.get('projects/1', { auth: 'optional' })).resolves.toEqual({ ok: 1 });
    expect(none.fake.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it("auth 'none' never sends the session's token", async () => {
    const { transport, fake } = withCredentials({ userId: 7, token: 'tok' });
    await transport.get('config', { auth: 'none' });
    expect(fake.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('an explicit token (the anonymous claim) is always sent and overrides the session', async () => {
    const { transport, fake } = withCredentials({ userId: 7, token: 'tok' });
    await transport.post('users/anonymous/claim', { email: 'a@b.co', password: 'pw' }, { token: 'anon' });
    expect(fake.calls[0]?.headers.get('authorization')).toBe('Bearer anon');
    const loggedOut = withCredentials({});
    await loggedOut.transport.post('users/anonymous/claim', {}, { token: 'anon', auth: 'none' });
    expect(loggedOut.fake.calls[0]?.headers.get('authorization')).toBe('Bearer anon');
  });

  it('reads the credentials on every request, so login and logout apply at once', async () => {
    let credentials: Credentials = {};
    const fake = fakeFetch();
    const transport = createTransport({ fetch: fake.fetch, getCredentials: () => credentials });
    await transport.get('users/7');
    credentials = { userId: 7, token: 'fresh' };
    await transport.get('users/7');
    expect(fake.calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'Bearer fresh']);
  });
});

describe('base URL and headers', () => {
  it("defaults to the same-origin '/api'", async () => {
    const fake = fakeFetch();
    await createTransport({ fetch: fake.fetch }).get('/health');
    expect(fake.calls[0]?.url).toBe('/api/health');
  });

  it('sends the query with bracketed array keys', async () => {
    const fake = fakeFetch();
    await createTransport({ fetch: fake.fetch }).get('users/3/feed/v2', {
      query: { limit: 10, offset: 0, types: ['update', 'community_post'] },
    });
    expect(fake.calls[0]?.url).toBe('/api/users/3/feed/v2?limit=10&offset=0&types[]=update&types[]=community_post');
  });

  it('adds caller headers last, so they can replace the defaults', async () => {
    const fake = fakeFetch();
    await createTransport({ fetch: fake.fetch }).get('x', { headers: { Accept: 'text/csv', 'X-Trace': '1' } });
    expect(fake.calls[0]?.headers.get('accept')).toBe('text/csv');
    expect(fake.calls[0]?.headers.get('x-trace')).toBe('1');
  });

  it('passes the abort signal to fetch', async () => {
    const fake = fakeFetch();
    const controller = new AbortController();
    await createTransport({ fetch: fake.fetch }).get('x', { signal: controller.signal });
    expect(fake.calls[0]?.init.signal).toBe(controller.signal);
  });
});
