/** A fake fetch for unit tests: the network is a true external. Records every call; answers by "METHOD path". */
interface RecordedCall {
  method: string;
  /** Path and query as sent, e.g. `/api/users?limit=10&offset=0`. */
  url: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | (() => Response) | ((call: RecordedCall) => Response);

export function fakeFetch(routes: Record<string, Answer> = {}) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = { method, url, headers: new Headers(init.headers), body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const path = url.split('?')[0];
    const answer = routes[`${method} ${path}`];
    if (answer === undefined) return Response.json({ message: `No fake for ${method} ${path}` }, { status: 404, statusText: 'Not Found' });
    return typeof answer === 'function' ? answer(call) : answer.clone();
  };
  return { fetch, calls };
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
