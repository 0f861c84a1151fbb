import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv.html), enough for
 * S3-compatible object storage: header-based signing of one request with node:crypto, no SDK.
 */
export interface SigningInput {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (e.g. x-amz-content-sha256, range, content-type). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
const uriEncode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 20130524T000000Z */
const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function canonicalHeaders(input: SigningInput, dateStamp: string): Array<[string, string]> {
  const all: Record<string, string> = { host: input.url.host, 'x-amz-date': dateStamp };
  for (const [name, value] of Object.entries(input.headers)) all[name.toLowerCase()] = value;
  return Object.entries(all)
    .map(([name, value]) => [name, value.trim().replace(/\s+/g, ' ')] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function canonicalRequest(input: SigningInput): { text: string; signedHeaders: string } {
  const headers = canonicalHeaders(input, amzDate(input.date));
  const path =
    input.url.pathname
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/') || '/';
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = headers.map(([name]) => name).join(';');
  const text = [
    input.method.toUpperCase(),
    path,
    query,
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  return { text, signedHeaders };
}

/** The headers to send with the request: the caller's, plus x-amz-date and authorization. */
export function signRequest(input: SigningInput): Record<string, string> {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const { text, signedHeaders } = canonicalRequest(input);
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(text)].join('\n');
  let key = hmac(`AWS4${input.secretAccessKey}`, day);
  for (const part of [input.region, input.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...input.headers,
    'x-amz-date': stamp,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
