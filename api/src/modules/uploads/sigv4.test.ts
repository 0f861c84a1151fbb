import { describe, expect, it } from 'vitest';
import { canonicalRequest, EMPTY_SHA256, sha256Hex, signRequest, type SigningInput } from './sigv4.js';

// AWS's published example "GET Object" (Amazon S3 API reference, "Examples: Signature Calculations in AWS
// Signature Version 4", header-based authentication): the first 10 bytes of test.txt in examplebucket.
const s3Example: SigningInput = {
  method: 'GET',
  url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
  headers: { range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
  payloadHash: EMPTY_SHA256,
  region: 'us-east-1',
  service: 's3',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4 signing against AWS published test vectors', () => {
  it('builds the canonical request of the S3 GET Object example', () => {
    const { text, signedHeaders } = canonicalRequest(s3Example);
    expect(signedHeaders).toBe('host;range;x-amz-content-sha256;x-amz-date');
    expect(sha256Hex(text)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
  });

  it('signs the S3 GET Object example exactly as AWS does', () => {
    const headers = signRequest(s3Example);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs the "get-vanilla" case of the SigV4 test suite', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      headers: {},
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      service: 'service',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers.authorization).toContain('SignedHeaders=host;x-amz-date,');
    expect(headers.authorization).toContain('Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
  });

  it('changes the signature when anything signed changes', () => {
    const base = signRequest(s3Example).authorization;
    expect(signRequest({ ...s3Example, headers: { ...s3Example.headers, range: 'bytes=0-10' } }).authorization).not.toBe(base);
    expect(signRequest({ ...s3Example, url: new URL('https://examplebucket.s3.amazonaws.com/test2.txt') }).authorization).not.toBe(base);
    expect(signRequest({ ...s3Example, secretAccessKey: 'other' }).authorization).not.toBe(base);
  });
});
