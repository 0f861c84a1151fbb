import type { FastifyServerOptions } from 'fastify';

/**
 * What our logs may hold. Request bodies are never logged (Fastify logs method, url, host and address);
 * card numbers never reach us at all (the browser sends a `pm_...` id), but a URL or an error message
 * could still carry something card-like, so both are scrubbed. Error objects are reduced to type,
 * message, code, status and stack: a processor's error carries its raw response (a PaymentIntent with its
 * client secret, request headers), and a database error its `detail` (the values of a row).
 */
const SECRET_HEADERS = ['authorization', 'cookie', 'stripe-signature', 'idempotency-key'];

const REDACT_PATHS = [
  ...SECRET_HEADERS.map((h) => `req.headers["${h}"]`),
  'res.headers["set-cookie"]',
  '*.client_secret',
  '*.card_number',
  '*.cvc',
  '*.password',
];

/** 13 to 19 digits, possibly grouped by spaces or dashes: anything that could be a card number. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;
/** Query parameters that must never be logged with their values. */
const SECRET_PARAMS = /([?&](?:client_secret|payment_intent_client_secret|token|auth_token|code|card_number|number|cvc)=)[^&#]*/gi;
const CLIENT_SECRET = /\b(pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9_-]+/g;
/** A gift card's code is its value: the balance check puts it in the path (`/api/gift-cards/{code}`). */
const GIFT_CARD_PATH = /(\/gift-cards\/)(?!admin\b|confirm\b|new-user-budget\b|\d+(?:[/?#]|$))[^/?#]+/gi;

export function scrub(text: string): string {
  return text
    .replace(SECRET_PARAMS, '$1[REDACTED]')
    .replace(CLIENT_SECRET, '[REDACTED]')
    .replace(GIFT_CARD_PATH, '$1[REDACTED]')
    .replace(CARD_LIKE, '[REDACTED]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: scrub(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(err: Error & { code?: unknown; statusCode?: unknown }) {
    const message = safeErrorMessage(err);
    const cause = databaseCause(err);
    return {
      type: err.constructor?.name ?? 'Error',
      message,
      ...(typeof err.code === 'string' ? { code: err.code } : {}),
      ...(typeof err.statusCode === 'number' ? { statusCode: err.statusCode } : {}),
      ...(cause ? { cause } : {}),
      stack: `${err.constructor?.name ?? 'Error'}: ${message}\n${stackFrames(err)}`,
    };
  },
};

/**
 * An error's message as it may be logged. A failed query's message (Drizzle's DrizzleQueryError) carries the
 * statement's parameters: a sign-up's email and password hash, a gift's body, a card code. Only the
 * statement's text (placeholders, no values) is kept. A database's own message may quote a value
 * (`invalid input syntax for type integer: "..."`): quoted text is dropped.
 */
export function safeErrorMessage(err: unknown): string {
  if (!(err instanceof Error)) return scrub(String(err));
  const { query } = err as { query?: unknown; params?: unknown };
  if (typeof query === 'string' && 'params' in err) return scrub(`Failed query: ${query}`);
  if (isDatabaseError(err)) return dropQuoted(err.message);
  return scrub(String(err.message));
}

/** Code, constraint and message of the database error behind a failed query (values dropped). */
function databaseCause(err: Error): Record<string, string> | undefined {
  for (let e: unknown = err.cause, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause) {
    if (!(e instanceof Error)) return undefined;
    const { code, constraint, table, column, routine } = e as unknown as Record<string, unknown>;
    const fields = { code, constraint, table, column, routine };
    const summary: Record<string, string> = { type: e.constructor?.name ?? 'Error', message: safeErrorMessage(e) };
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') summary[key] = value;
    return summary;
  }
  return undefined;
}

/** An error of the database driver (pg or PGlite): a SQLSTATE code and a severity. */
function isDatabaseError(err: Error): boolean {
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

const dropQuoted = (text: string) => scrub(text.replace(/"(?:[^"\\]|\\.)*"/g, '"…"'));

/** The "at ..." lines of a stack, without its first line (the message, with whatever it quoted). */
function stackFrames(err: Error): string {
  return scrub(
    String(err.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  );
}

/** The logger options of the app: level and destination from the caller, redaction from here. */
export function loggerOptions(level: string, stream: NodeJS.WritableStream | undefined): FastifyServerOptions['logger'] {
  return { level, redact: REDACT_PATHS, serializers: logSerializers, ...(stream ? { stream } : {}) };
}
