/** A fake fetch for the real transport: routes `METHOD /path` to canned answers and records calls. */
import { vi } from 'vitest';

interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A file answer (a PDF) instead of JSON. */
  file?: { bytes: Uint8Array; type: string; name: string };
}

export type FakeHandler = FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>);

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  /** Every request header, as sent (e.g. `headers.get('Idempotency-Key')`). */
  headers: Headers;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function createFakeApi(routes: Record<string, FakeHandler> = {}) {
  const calls: RecordedRequest[] = [];
  const table = new Map(Object.entries(routes));
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const request: RecordedRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
      headers,
    };
    calls.push(request);
    const handler = table.get(`${method} ${path}`);
    const answer =
      handler === undefined
        ? { status: 404, body: { message: `No fake for ${method} ${path}` } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    const status = answer.status ?? 200;
    if (answer.file) {
      return new Response(answer.file.bytes.slice().buffer, {
        status,
        headers: { 'Content-Type': answer.file.type, 'Content-Disposition': `attachment; filename="${answer.file.name}"` },
      });
    }
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    on(route: string, handler: FakeHandler) {
      table.set(route, handler);
    },
    callsTo(route: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
  };
}
