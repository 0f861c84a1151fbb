export { createTransport } from './transport.js';
export { HttpError, NetworkError, isHttpError, isNetworkError } from './http-error.js';
export { errorFieldText, fieldErrorsOf, uploadFailureMessage } from './failure-text.js';
export { buildUrl } from './query.js';
export type { QueryParams } from './query.js';
export type { Credentials, Transport } from './types.js';
