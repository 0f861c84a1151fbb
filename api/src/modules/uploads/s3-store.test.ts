import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { multipart, SAMPLE_FILES } from '../../test-support/timeline.js';
import { signRequest } from './sigv4.js';

const CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret', region: 'eu-test-1' };

/** A small S3 stand-in on loopback: checks each request's SigV4 signature and body hash, keeps objects in memory. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const problems: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const pattern = /Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([a-f0-9]{64})/;
      const auth = pattern.exec(req.headers.authorization ?? '');
      const amzDate = req.headers['x-amz-date'] as string;
      const payloadHash = req.headers['x-amz-content-sha256'] as string;
      const signed = auth?.[3]?.split(';').filter((h) => h !== 'host' && h !== 'x-amz-date') ?? [];
      const expected = auth
        ? signRequest({
            method: req.method!,
            url: new URL(req.url!, `http://${req.headers.host}`),
            headers: Object.fromEntries(signed.map((h) => [h, String(req.headers[h])])),
            payloadHash,
            region: CREDENTIALS.region,
            service: 's3',
            accessKeyId: CREDENTIALS.accessKeyId,
            secretAccessKey: CREDENTIALS.secretAccessKey,
            date: new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
          }).authorization
        : undefined;
      if (!auth || auth[1] !== CREDENTIALS.accessKeyId || auth[2] !== CREDENTIALS.region || expected !== req.headers.authorization) {
        problems.push(`bad signature on ${req.method} ${req.url}`);
        return res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      const key = req.url!;
      if (req.method === 'PUT') {
        if (createHash('sha256').update(body).digest('hex') !== payloadHash) problems.push('payload hash mismatch');
        if (Number(req.headers['content-length']) !== body.length) problems.push('content-length mismatch');
        objects.set(key, { body, contentType: String(req.headers['content-type']) });
        return res.writeHead(200).end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      const object = objects.get(key);
      if (!object) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      if (range) return res.writeHead(206).end(object.body.subarray(Number(range[1]), Number(range[2]) + 1));
      return res.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    });
  });
  return { server, objects, problems };
}

describe('uploads in an S3-compatible bucket (S3_BUCKET set)', () => {
  const s3 = fakeS3();
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    test = await createTestApp({
      env: {
        S3_BUCKET: 'storyfund-media',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: CREDENTIALS.region,
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      },
    });
    token = (await signUp(test.app)).token;
  });
  afterAll(async () => {
    await test.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('PUTs the file into the bucket with a valid signature and serves it back', async () => {
    const { payload, headers } = multipart([
      { name: 'file', filename: 'clip.mov', contentType: 'video/quicktime', data: SAMPLE_FILES.mp4 },
    ]);
    const response = await test.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...bearer(token) } });
    expect(response.statusCode, response.body).toBe(201);
    const { url, content_type } = response.json();
    expect(content_type).toBe('video/mp4');
    const key = url.replace('/api/uploads/', '');
    const stored = s3.objects.get(`/storyfund-media/${key}`);
    expect(stored?.body.equals(SAMPLE_FILES.mp4)).toBe(true);
    expect(stored?.contentType).toBe('video/mp4');

    const served = await test.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(SAMPLE_FILES.mp4)).toBe(true);
    const part = await test.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('ftypisom');
    expect(s3.problems).toEqual([]);
  });

  it('answers 404 when the bucket lost the object', async () => {
    const { payload, headers } = multipart([{ name: 'file', filename: 'a.png', data: SAMPLE_FILES.png }]);
    const { url } = (
      await test.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...bearer(token) } })
    ).json();
    s3.objects.clear();
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
