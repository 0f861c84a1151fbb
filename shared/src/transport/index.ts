export { attachmentName, createTransport, SUCCESS_STATUSES } from './transport.js';
export { HttpError, NetworkError, isHttpError, isNetworkError } from './http-error.js';
export type { FieldErrors, HttpErrorInit } from './http-error.js';
export { errorFieldText, fieldErrorsOf, postFailureMessage, renderFieldErrors, uploadFailureMessage } from './failure-text.js';
export { buildQueryString, buildUrl } from './query.js';
export type { QueryParams } from './query.js';
export type { ResponseType } from './response-body.js';
export type {
  AuthMode,
  Credentials,
  Download,
  FetchJsonInit,
  RequestOptions,
  Transport,
  TransportConfig,
  TransportErrorRecord,
  UploadOptions,
} from './types.js';
