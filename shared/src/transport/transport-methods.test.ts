import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error.js';
import { createTransport } from './transport.js';
import type { TransportErrorRecord } from './types.js';

type Answer = { status: number; statusText?: string; body?: unknown; text?: string; type?: string };

/** A fake fetch (the network is a true external) answering with `answer`. */
function setup(answer: Answer) {
  const calls: { url: string; init: RequestInit; headers: Headers }[] = [];
  const records: TransportErrorRecord[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init, headers: new Headers(init.headers) });
    const text = answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    const headers = { 'content-type': answer.type ?? 'application/json' };
    return new Response(text, { status: answer.status, statusText: answer.statusText ?? '', headers });
  };
  const transport = createTransport({ baseUrl: 'http://api.test/api', fetch, onError: (r) => records.push(r) });
  return { transport, calls, records };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('GET', () => {
  it('sends a JSON Accept header and no body', async () => {
    const { transport, calls } = setup({ status: 200, body: [] });
    await transport.get('projects');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it.each([200, 201])('%i resolves with the body', async (status) => {
    const { transport } = setup({ status, body: { data: [{ id: 1 }], total: 1 } });
    await expect(transport.get('projects')).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
  });

  it('204 resolves true', async () => {
    const { transport } = setup({ status: 204 });
    await expect(transport.get('projects/is-almost-there')).resolves.toBe(true);
  });

  it('an empty 200 body resolves null; a non-JSON body resolves as text', async () => {
    await expect(setup({ status: 200, text: '' }).transport.get('x')).resolves.toBeNull();
    await expect(setup({ status: 200, text: 'OK', type: 'text/plain' }).transport.get('x')).resolves.toBe('OK');
    await expect(setup({ status: 200, text: '{"a":1}', type: 'text/plain' }).transport.get('x')).resolves.toBe('{"a":1}');
    await expect(setup({ status: 200, text: 'not json', type: '' }).transport.get('x')).resolves.toBe('not json');
  });

  it('other statuses go into the error sink and reject with the status text', async () => {
    const { transport, records } = setup({ status: 404, statusText: 'Not Found', body: { message: 'No such project' } });
    const error = await rejection(transport.get('projects/99'));
    expect(error.message).toBe('Not Found');
    expect(error.status).toBe(404);
    expect(error.response).toEqual({ message: 'No such project' });
    expect(records).toEqual([{ status: 404, statusText: 'Not Found', responseType: 'json', response: { message: 'No such project' } }]);
  });

  it('treats 202 as a failure too, and reports a text body as responseType text', async () => {
    const { transport, records } = setup({ status: 202, statusText: 'Accepted', text: 'queued', type: 'text/plain' });
    expect((await rejection(transport.get('x'))).message).toBe('Accepted');
    expect(records[0]).toMatchObject({ status: 202, responseType: 'text', response: 'queued' });
  });

  it('uses the standard phrase when the status text is empty (HTTP/2)', async () => {
    const { transport, records } = setup({ status: 401, statusText: '' });
    expect((await rejection(transport.get('x'))).message).toBe('Unauthorized');
    expect(records[0]).toMatchObject({ statusText: 'Unauthorized', responseType: '', response: null });
    expect((await rejection(setup({ status: 418 }).transport.get('x'))).message).toBe('HTTP 418');
  });

  it('does not call the sink on success, and a throwing sink does not change the rejection', async () => {
    const ok = setup({ status: 200, body: {} });
    await ok.transport.get('x');
    expect(ok.records).toEqual([]);
    const onError = vi.fn(() => {
      throw new Error('sink broke');
    });
    const fetch: typeof globalThis.fetch = async () => new Response(null, { status: 500, statusText: 'Internal Server Error' });
    const error = await rejection(createTransport({ fetch, onError }).get('x'));
    expect(error.message).toBe('Internal Server Error');
    expect(onError).toHaveBeenCalledOnce();
  });
});

describe('POST, PUT and DELETE', () => {
  it('POST sends the JSON body with a JSON content type', async () => {
    const { transport, calls } = setup({ status: 201, body: { id: 5 } });
    await expect(transport.post('projects', { title: 'Well', goal_amount_cents: 50000 })).resolves.toEqual({ id: 5 });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"title":"Well","goal_amount_cents":50000}');
  });

  it('the JSON body is optional', async () => {
    const { transport, calls } = setup({ status: 200, body: {} });
    await transport.post('projects/1/staff-picks');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('sends a string body as JSON text already serialised, and form bodies without a JSON type', async () => {
    const { transport, calls } = setup({ status: 200, body: {} });
    await transport.post('x', '{"a":1}');
    await transport.post('x', new URLSearchParams('a=1'));
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[1]?.init.body).toBeInstanceOf(URLSearchParams);
    expect(calls[1]?.headers.get('content-type')).toBeNull();
  });

  it.each([
    ['post', 200],
    ['put', 201],
    ['delete', 204],
  ] as const)('%s resolves on %i (204 resolves true)', async (method, status) => {
    const { transport, calls } = setup({ status, body: status === 204 ? undefined : { done: 1 } });
    const result = await transport[method]('users/1/community-posts/2', { message: 'hi' });
    expect(result).toEqual(status === 204 ? true : { done: 1 });
    expect(calls[0]?.init.method).toBe(method.toUpperCase());
    expect(calls[0]?.init.body).toBe('{"message":"hi"}');
  });

  it('rejects with the error field first, carrying that object as .error', async () => {
    const body = { error: { message: 'Card declined', code: 'card_declined' }, message: 'Payment failed' };
    const error = await rejection(setup({ status: 402, statusText: 'Payment Required', body }).transport.post('projects/1/gifts', {}));
    expect(error.message).toBe('Card declined');
    expect(error.error).toEqual({ message: 'Card declined', code: 'card_declined' });
    expect(error.status).toBe(402);
  });

  it('then the message field, then the rendered errors, then the status text', async () => {
    const del = setup({ status: 403, statusText: 'Forbidden', body: { message: 'Not yours' } });
    expect((await rejection(del.transport.delete('projects/1'))).message).toBe('Not yours');
    const errors = { email: ['is taken', 'is bad'], password: ['too short'] };
    const put = setup({ status: 422, statusText: 'Unprocessable Entity', body: { message: '', errors } });
    const error = await rejection(put.transport.put('users/1', {}));
    expect(error.message).toBe('email is taken,is bad,password too short');
    expect(error.fieldErrors).toEqual(errors);
    expect(error.error).toBeUndefined();
    const post = setup({ status: 409, statusText: 'Conflict', text: '' });
    expect((await rejection(post.transport.post('users', {}))).message).toBe('Conflict');
  });

  it('rejects on other 2xx statuses with the status text', async () => {
    const { transport } = setup({ status: 202, statusText: 'Accepted' });
    expect((await rejection(transport.post('x'))).message).toBe('Accepted');
  });
});

describe('PATCH', () => {
  it('resolves on success with the body', async () => {
    const { transport, calls } = setup({ status: 200, body: { id: 1, title: 'New' } });
    await expect(transport.patch('projects/1', { title: 'New' })).resolves.toEqual({ id: 1, title: 'New' });
    expect(calls[0]?.init.method).toBe('PATCH');
  });

  it('failure: an error with the status text, status code and raw response', async () => {
    const body = { message: 'Title is required', errors: { title: ['is required'] } };
    const error = await rejection(setup({ status: 422, statusText: 'Unprocessable Entity', body }).transport.patch('projects/1', {}));
    expect(error.message).toBe('Unprocessable Entity');
    expect(error.status).toBe(422);
    expect(error.response).toEqual(body);
    expect(error.rawText).toBe(JSON.stringify(body));
    expect(error.fieldErrors).toEqual({ title: ['is required'] });
  });
});
