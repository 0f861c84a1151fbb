/**
 * Reason phrases for when a response carries an empty `statusText`
 * (every HTTP/2 response does), so failure messages are never blank.
 */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The response's own status text, else the standard phrase, else `HTTP {status}`. */
export function effectiveStatusText(status: number, statusText: string): string {
  if (statusText.trim() !== '') return statusText;
  return REASON_PHRASES[status] ?? `HTTP ${status}`;
}
