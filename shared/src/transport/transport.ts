/** `createTransport`: the one HTTP client of both SPAs (spec §7 "Transport behaviour", §8). */
import { errorField, fieldErrorsOf, postFailureMessage, uploadFailureMessage } from './failure-text.js';
import { HttpError, NetworkError } from './http-error.js';
import { buildUrl } from './query.js';
import { readBody } from './response-body.js';
import type { ReadBody } from './response-body.js';
import { effectiveStatusText } from './status-text.js';
import type { Download, FetchJsonInit, RequestOptions, Transport, TransportConfig, UploadOptions } from './types.js';

/** Statuses every helper treats as success (spec §9). */
const SUCCESS_STATUSES: readonly number[] = [200, 201, 204];

interface Answer {
  status: number;
  /** The response's status text, or a standard phrase when it is empty. */
  statusText: string;
  ok: boolean;
  read: ReadBody;
}

type FailureText = (answer: Answer) => string;

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams | ArrayBuffer | string {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

/** The file name of `Content-Disposition: attachment; filename="x.pdf"`, or null. */
function attachmentName(header: string | null): string | null {
  const match = header?.match(/filename="([^"]+)"/i) ?? header?.match(/filename=([^;]+)/i);
  return match?.[1]?.trim() || null;
}

function hasUserId(userId: string | number | null | undefined): boolean {
  return userId !== undefined && userId !== null && String(userId).trim() !== '';
}

export function createTransport(config: TransportConfig = {}): Transport {
  const baseUrl = config.baseUrl ?? '/api';
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** Bearer only when both user id and token exist; an explicit token always wins. */
  function authorization(opts: RequestOptions): string | undefined {
    if (opts.token !== undefined && opts.token !== '') return `Bearer ${opts.token}`;
    if (opts.auth === 'none') return undefined;
    const { userId, token } = config.getCredentials?.() ?? {};
    return hasUserId(userId) && typeof token === 'string' && token.trim() !== '' ? `Bearer ${token}` : undefined;
  }

  function baseHeaders(opts: RequestOptions, accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept };
    const bearer = authorization(opts);
    if (bearer !== undefined) headers['Authorization'] = bearer;
    return headers;
  }

  async function fetchOrFail(url: string, init: RequestInit, opts: RequestOptions): Promise<Response> {
    try {
      return await doFetch(url, init);
    } catch (cause) {
      // An abort the caller asked for is not a network failure: rethrow it as is.
      if (opts.signal?.aborted === true) throw cause;
      throw new NetworkError(cause);
    }
  }

  async function send(method: string, path: string, body: unknown, opts: RequestOptions): Promise<Answer> {
    const headers = baseHeaders(opts, 'application/json');
    let payload: BodyInit | undefined;
    if (body !== undefined && body !== null) {
      // A string is taken as JSON text already; FormData and Blob bodies let fetch set the type.
      if (typeof body === 'string' || !isRawBody(body)) headers['Content-Type'] = 'application/json';
      payload = isRawBody(body) ? body : JSON.stringify(body);
    }
    Object.assign(headers, opts.headers);
    const init: RequestInit = { method, headers };
    if (payload !== undefined) init.body = payload;
    if (opts.signal !== undefined) init.signal = opts.signal;
    const response = await fetchOrFail(buildUrl(baseUrl, path, opts.query), init, opts);
    try {
      const read = await readBody(response);
      const statusText = effectiveStatusText(response.status, response.statusText);
      return { status: response.status, statusText, ok: response.ok, read };
    } catch (cause) {
      if (opts.signal?.aborted === true) throw cause;
      throw new NetworkError(cause);
    }
  }

  function failure(answer: Answer, message: string): HttpError {
    const body = answer.read.value;
    return new HttpError(message, {
      status: answer.status,
      statusText: answer.statusText,
      response: body,
      rawText: answer.read.rawText,
      error: errorField(body),
      fieldErrors: fieldErrorsOf(body),
    });
  }

  function settle<T>(answer: Answer, succeeded: boolean, text: FailureText): T {
    if (!succeeded) throw failure(answer, text(answer));
    return (answer.status === 204 ? true : answer.read.value) as T;
  }

  async function request<T>(method: string, path: string, body: unknown, opts: RequestOptions, text: FailureText): Promise<T> {
    const answer = await send(method, path, body, opts);
    return settle<T>(answer, SUCCESS_STATUSES.includes(answer.status), text);
  }

  const postText: FailureText = (a) => postFailureMessage(a.read.value, a.statusText);
  const statusText: FailureText = (a) => a.statusText;

  return {
    async get<T>(path: string, opts: RequestOptions = {}): Promise<T> {
      const answer = await send('GET', path, undefined, opts);
      if (!SUCCESS_STATUSES.includes(answer.status)) {
        const { status, read } = answer;
        try {
          config.onError?.({ status, statusText: answer.statusText, responseType: read.type, response: read.value });
        } catch {
          // The sink belongs to the app; its failure must not replace the HTTP error.
        }
      }
      return settle<T>(answer, SUCCESS_STATUSES.includes(answer.status), statusText);
    },
    post: (path, body, opts = {}) => request('POST', path, body, opts, postText),
    put: (path, body, opts = {}) => request('PUT', path, body, opts, postText),
    delete: (path, body, opts = {}) => request('DELETE', path, body, opts, postText),
    patch: (path, body, opts = {}) => request('PATCH', path, body, opts, statusText),
    upload(path: string, file: Blob, opts: UploadOptions = {}) {
      const form = new FormData();
      const ownName = 'name' in file && typeof file.name === 'string' ? file.name : undefined;
      form.append('file', file, opts.fileName ?? ownName ?? 'file');
      return request('POST', path, form, opts, (a) => uploadFailureMessage(a.read.value, a.statusText));
    },
    async download(path: string, opts: RequestOptions = {}): Promise<Download> {
      const init: RequestInit = { method: 'GET', headers: { ...baseHeaders(opts, '*/*'), ...opts.headers } };
      if (opts.signal !== undefined) init.signal = opts.signal;
      const response = await fetchOrFail(buildUrl(baseUrl, path, opts.query), init, opts);
      const statusText = effectiveStatusText(response.status, response.statusText);
      if (!SUCCESS_STATUSES.includes(response.status)) {
        throw failure({ status: response.status, statusText, ok: false, read: await readBody(response) }, statusText);
      }
      return { blob: await response.blob(), filename: attachmentName(response.headers.get('content-disposition')) };
    },
    async fetchJson<T>(path: string, init: FetchJsonInit = {}): Promise<T> {
      const answer = await send(init.method?.toUpperCase() ?? 'GET', path, init.body, init);
      return settle<T>(answer, answer.ok, (a) => `HTTP error! status: ${a.status}`);
    },
  };
}
