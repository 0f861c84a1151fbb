import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from './http-error.js';
import { createTransport } from './transport.js';

/** A fake fetch (the network is a true external) answering with a JSON body. */
function setup(status: number, statusText: string, body?: unknown) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const records: unknown[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    const text = body === undefined ? null : JSON.stringify(body);
    return new Response(text, { status, statusText, headers: { 'content-type': 'application/json' } });
  };
  const transport = createTransport({ baseUrl: 'http://api.test/api', fetch, onError: (r) => records.push(r) });
  return { transport, calls, records };
}

async function rejection<E extends Error>(promise: Promise<unknown>, kind: new (...args: never[]) => E): Promise<E> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof kind)) throw new Error(`expected ${kind.name}, got ${String(error)}`);
  return error;
}

describe('upload: "multipart with a single field named file"', () => {
  it('POSTs FormData whose only field is file, leaving the content type to fetch', async () => {
    const { transport, calls } = setup(201, 'Created', { url: 'https://media.test/x.csv' });
    const file = new Blob(['a,b\n1,2'], { type: 'text/csv' });
    await expect(transport.upload('users/1/donor-import', file, { fileName: 'donors.csv' })).resolves.toEqual({
      url: 'https://media.test/x.csv',
    });
    const init = calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(calls[0]?.headers.has('content-type')).toBe(false);
    if (!(init?.body instanceof FormData)) throw new Error('expected FormData');
    const fields: string[] = [];
    init.body.forEach((_value, key) => fields.push(key));
    expect(fields).toEqual(['file']);
    const part = init.body.get('file');
    if (!(part instanceof File)) throw new Error('expected a File part');
    expect(part.name).toBe('donors.csv');
    expect(await part.text()).toBe('a,b\n1,2');
  });

  it("keeps a File's own name", async () => {
    const { transport, calls } = setup(200, 'OK', {});
    await transport.upload('u', new File(['x'], 'photo.png'));
    const body = calls[0]?.init.body;
    const part = body instanceof FormData ? body.get('file') : null;
    expect(part instanceof File ? part.name : null).toBe('photo.png');
  });

  it('failure: the message combined with the error field', async () => {
    const body = { message: 'Import failed', error: 'Missing email column' };
    const { transport } = setup(422, 'Unprocessable Entity', body);
    const error = await rejection(transport.upload('u', new Blob(['x'])), HttpError);
    expect(error.message).toBe('Import failed: Missing email column');
    expect(error.error).toBe('Missing email column');
  });

  it('failure: the status text, combined with the error field when present', async () => {
    const withError = setup(413, 'Payload Too Large', { error: 'Max 5 MB' }).transport;
    const error = await rejection(withError.upload('u', new Blob(['x'])), HttpError);
    expect(error.message).toBe('Payload Too Large: Max 5 MB');
    const bare = setup(500, 'Internal Server Error').transport;
    expect((await rejection(bare.upload('u', new Blob(['x'])), HttpError)).message).toBe('Internal Server Error');
  });
});

describe('fetchJson: the fetch-style helper', () => {
  it('resolves with the body on an OK status, sending method, JSON body and query', async () => {
    const { transport, calls } = setup(200, 'OK', { rates: { AUD: 1.5 } });
    await expect(transport.fetchJson('users/get-usd-exchange-rates', { query: { x: 1 } })).resolves.toEqual({
      rates: { AUD: 1.5 },
    });
    await transport.fetchJson('stats/refresh', { method: 'post', body: { a: 1 } });
    expect(calls[0]?.url).toBe('http://api.test/api/users/get-usd-exchange-rates?x=1');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[1]?.init.method).toBe('POST');
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });

  it("rejects on a non-OK status with 'HTTP error! status: {code}', keeping status and response", async () => {
    const { transport, records } = setup(404, 'Not Found', { message: 'not found' });
    const error = await rejection(transport.fetchJson('users/get-usd-exchange-rates'), HttpError);
    expect(error.message).toBe('HTTP error! status: 404');
    expect(error.status).toBe(404);
    expect(error.response).toEqual({ message: 'not found' });
    expect(records).toEqual([]);
  });

  it('resolves true on 204', async () => {
    await expect(setup(204, 'No Content').transport.fetchJson('x')).resolves.toBe(true);
  });
});

describe("network failure rejects with 'Network Error'", () => {
  const cause = new TypeError('fetch failed');
  const failing: typeof globalThis.fetch = async () => {
    throw cause;
  };

  it.each(['get', 'post', 'put', 'patch', 'delete', 'upload', 'fetchJson'] as const)('%s', async (method) => {
    const records: unknown[] = [];
    const transport = createTransport({ fetch: failing, onError: (r) => records.push(r) });
    const call =
      method === 'upload'
        ? transport.upload('u', new Blob(['x']))
        : method === 'get' || method === 'fetchJson'
          ? transport[method]('x')
          : transport[method]('x', {});
    const error = await rejection(call, NetworkError);
    expect(error.message).toBe('Network Error');
    expect(error.cause).toBe(cause);
    expect(records).toEqual([]);
  });

  it('an abort the caller asked for is passed through, not turned into a network error', async () => {
    const controller = new AbortController();
    const aborting: typeof globalThis.fetch = async (_input, init) => {
      controller.abort();
      throw init?.signal?.reason;
    };
    const error: unknown = await createTransport({ fetch: aborting })
      .get('x', { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('download: a file with the session bearer', () => {
  function binary(status: number, body: BodyInit, headers: Record<string, string>) {
    const calls: { url: string; headers: Headers }[] = [];
    const records: unknown[] = [];
    const fetch: typeof globalThis.fetch = async (input, init = {}) => {
      calls.push({ url: String(input), headers: new Headers(init.headers) });
      return new Response(body, { status, headers });
    };
    const transport = createTransport({
      baseUrl: 'http://api.test/api',
      fetch,
      getCredentials: () => ({ userId: 7, token: 'tok' }),
      onError: (r) => records.push(r),
    });
    return { transport, calls, records };
  }

  it('resolves with the bytes untouched and the server-given file name', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0x80]);
    const { transport, calls } = binary(200, bytes, {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="storyfund-receipt-SF-2026-000001.pdf"',
    });
    const { blob, filename } = await transport.download('gifts/1/receipt');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(filename).toBe('storyfund-receipt-SF-2026-000001.pdf');
    expect(calls[0]?.url).toBe('http://api.test/api/gifts/1/receipt');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('rejects a failure with the status text and the parsed body, without the GET error sink', async () => {
    const { transport, records } = binary(404, JSON.stringify({ message: 'Gift not found' }), { 'content-type': 'application/json' });
    const error = await rejection(transport.download('gifts/2/receipt'), HttpError);
    expect(error.message).toBe('Not Found');
    expect(error.status).toBe(404);
    expect(error.response).toEqual({ message: 'Gift not found' });
    expect(records).toEqual([]);
  });

  it('rejects with Network Error when nothing answers', async () => {
    const transport = createTransport({ fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    await expect(transport.download('gifts/1/receipt')).rejects.toBeInstanceOf(NetworkError);
  });
});
