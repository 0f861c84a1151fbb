/** Public shapes of the transport (spec §7 "Transport behaviour"). */
import type { QueryParams } from './query.js';
import type { ResponseType } from './response-body.js';

export interface Credentials {
  userId?: string | number | null;
  token?: string | null;
}

/** What a failed GET puts into the injected error sink. */
export interface TransportErrorRecord {
  status: number;
  statusText: string;
  /** 'json' when the body parsed as JSON, 'text' for other text, '' when empty. */
  responseType: ResponseType;
  /** The parsed body. */
  response: unknown;
}

export interface TransportConfig {
  /** Default '/api' (same origin). Node callers pass an absolute URL. */
  baseUrl?: string;
  /** Read on every request, so a login or logout takes effect at once. */
  getCredentials?: () => Credentials;
  /** The error sink: called for GET failures with an HTTP status. */
  onError?: (record: TransportErrorRecord) => void;
  /** Injectable fetch; defaults to the global one. */
  fetch?: typeof fetch;
}

/**
 * - `default`: bearer sent when both user id and token exist.
 * - `optional`: the same; documents a GET whose token is optional.
 * - `none`: the session's credentials are never sent.
 */
type AuthMode = 'default' | 'optional' | 'none';

export interface RequestOptions {
  query?: QueryParams;
  auth?: AuthMode;
  /** Sent as the bearer whatever the mode (the anonymous claim uses it). */
  token?: string;
  /** Added last, so they can replace the transport's own headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface UploadOptions extends RequestOptions {
  /** File name sent with the `file` part; default 'file' for a bare Blob. */
  fileName?: string;
}

/** Options of the fetch-style helper. */
export interface FetchJsonInit extends RequestOptions {
  method?: string;
  /** A JSON value, or FormData / Blob / URLSearchParams / string sent as is. */
  body?: unknown;
}

/**
 * Every method resolves with the parsed body on success; a 204 resolves
 * `true` and an empty 200/201 body resolves null, so type a no-content call
 * as e.g. `delete<true>(...)`. Failures reject with `HttpError` (an HTTP
 * answer) or `NetworkError` (no answer, message 'Network Error').
 */
export interface Transport {
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<T>;
  upload<T = unknown>(path: string, file: Blob, opts?: UploadOptions): Promise<T>;
  fetchJson<T = unknown>(path: string, init?: FetchJsonInit): Promise<T>;
  /** A file (a PDF receipt, a CSV export) with the session's bearer; failures reject as a GET's do, without the error sink. */
  download(path: string, opts?: RequestOptions): Promise<Download>;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the server names the file. */
  filename: string | null;
}
