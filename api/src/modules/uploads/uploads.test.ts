import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { startGuest } from '../../test-support/accounts.js';
import { multipart, SAMPLE_FILES } from '../../test-support/timeline.js';

describe('uploads: POST /api/uploads and GET /api/uploads/{key} on local disk', () => {
  let test: TestApp;
  let dir: string;
  let token: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storyfund-uploads-'));
    test = await createTestApp({ env: { UPLOADS_DIR: dir } });
    token = (await signUp(test.app)).token;
  });
  afterAll(async () => {
    await test.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (parts: Parameters<typeof multipart>[0], auth: string | null = token) => {
    const { payload, headers } = multipart(parts);
    return test.app.inject({ method: 'POST', url: '/api/uploads', payload, headers: { ...headers, ...(auth ? bearer(auth) : {}) } });
  };
  const file = (data: Buffer, filename = 'photo.png', contentType = 'image/png') => [{ name: 'file', filename, contentType, data }];
  const storedFiles = async () => (await readdir(dir, { recursive: true })).filter((f) => /[a-f0-9]{32}\./.test(f));

  it('stores an image and answers its id, url, type, kind and size', async () => {
    const response = await upload(file(SAMPLE_FILES.png));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/),
      content_type: 'image/png',
      kind: 'image',
      size_bytes: SAMPLE_FILES.png.length,
    });

    const served = await test.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toMatch(/^"[a-f0-9]{32}\.png"$/);
    expect(Number(served.headers['content-length'])).toBe(SAMPLE_FILES.png.length);

    const again = await test.app.inject({ method: 'GET', url: body.url, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('goes by the bytes: a PNG named clip.mp4 and declared video/mp4 is stored as image/png', async () => {
    const response = await upload(file(SAMPLE_FILES.png, 'clip.mp4', 'video/mp4'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ content_type: 'image/png', kind: 'image', url: expect.stringMatching(/\.png$/) });
    expect((await test.app.inject({ method: 'GET', url: response.json().url })).headers['content-type']).toBe('image/png');
  });

  it('refuses a text file named photo.jpg with 422 errors.file, and keeps nothing', async () => {
    const before = await storedFiles();
    const response = await upload(file(SAMPLE_FILES.text, 'photo.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/Only images \(JPEG, PNG, GIF, WebP\) and videos \(MP4, WebM, QuickTime\)/);
    expect(await storedFiles()).toEqual(before);
    expect(await readdir(path.join(dir, '.incoming'))).toEqual([]);
  });

  it('accepts every supported video and image kind', async () => {
    const cases = [
      ['jpeg', 'image/jpeg', 'image'],
      ['gif', 'image/gif', 'image'],
      ['webp', 'image/webp', 'image'],
      ['mp4', 'video/mp4', 'video'],
      ['mov', 'video/quicktime', 'video'],
      ['webm', 'video/webm', 'video'],
    ] as const;
    for (const [sample, contentType, kind] of cases) {
      const response = await upload(file(SAMPLE_FILES[sample], 'upload.bin', 'application/octet-stream'));
      expect(response.statusCode, sample).toBe(201);
      expect(response.json()).toMatchObject({ content_type: contentType, kind });
    }
  });

  it('refuses an image over 10 MiB with 413 and a clear message', async () => {
    const big = Buffer.concat([SAMPLE_FILES.png, Buffer.alloc(10 * 1024 * 1024 + 1 - SAMPLE_FILES.png.length)]);
    const response = await upload(file(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Images can be at most 10 MB', errors: { file: ['Images can be at most 10 MB'] } });
    const exact = await upload(file(big.subarray(0, 10 * 1024 * 1024)));
    expect(exact.statusCode).toBe(201);
  });

  it('needs exactly one file part named "file"', async () => {
    const wrongName = await upload([{ name: 'photo', filename: 'a.png', data: SAMPLE_FILES.png }]);
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json().errors.file).toEqual(['Send exactly one file, in a form field named "file"']);
    const two = await upload([...file(SAMPLE_FILES.png), ...file(SAMPLE_FILES.png)]);
    expect(two.statusCode).toBe(422);
    const extraField = await upload([...file(SAMPLE_FILES.png), { name: 'caption', data: 'hello' }]);
    expect(extraField.statusCode).toBe(422);
    const none = await upload([{ name: 'caption', data: 'hello' }]);
    expect(none.statusCode).toBe(422);
    const json = await test.app.inject({ method: 'POST', url: '/api/uploads', payload: { file: 'x' }, headers: bearer(token) });
    expect(json.statusCode).toBe(422);
    const empty = await upload(file(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual(['The file is empty']);
  });

  it('answers 400, not 500, for a multipart body cut short or without its boundary, and keeps nothing', async () => {
    const before = await storedFiles();
    const { payload, headers } = multipart(file(SAMPLE_FILES.png));
    const send = (body: Buffer, contentType: string) =>
      test.app.inject({ method: 'POST', url: '/api/uploads', payload: body, headers: { 'content-type': contentType, ...bearer(token) } });
    for (const response of [
      await send(payload.subarray(0, payload.length - 40), headers['content-type']),
      await send(payload.subarray(0, 30), headers['content-type']),
      await send(payload, 'multipart/form-data'),
      await send(payload, 'multipart/form-data; boundary=nothing-like-it'),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('is for logged-in members: 401 without a token, 403 for a guest account', async () => {
    expect((await upload(file(SAMPLE_FILES.png), null)).statusCode).toBe(401);
    const guest = await startGuest(test.app);
    expect((await upload(file(SAMPLE_FILES.png), guest.token)).statusCode).toBe(403);
  });

  it('serves byte ranges for video seeking', async () => {
    const url = (await upload(file(SAMPLE_FILES.mp4, 'clip.mp4', 'video/mp4'))).json().url;
    const size = SAMPLE_FILES.mp4.length;
    const part = await test.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${size}`);
    expect(part.body).toBe('ftypisom');
    const tail = await test.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(SAMPLE_FILES.mp4.subarray(size - 10))).toBe(true);
    const outside = await test.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('over real HTTP, a file refused on its first bytes leaves the connection usable for the next request', async () => {
    const address = new URL(await test.app.listen({ port: 0, host: '127.0.0.1' }));
    // One keep-alive socket: the second request can only go once the first one's body has been taken in full.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (data: Buffer) =>
      new Promise<number>((resolve, reject) => {
        const { payload, headers } = multipart(file(data, 'photo.jpg', 'image/jpeg'));
        const request = http.request(
          {
            agent,
            host: address.hostname,
            port: address.port,
            path: '/api/uploads',
            method: 'POST',
            headers: { ...headers, ...bearer(token) },
          },
          (response) => response.resume().on('end', () => resolve(response.statusCode!)),
        );
        request.on('error', reject);
        request.end(payload);
      });
    try {
      expect(await send(Buffer.concat([SAMPLE_FILES.text, Buffer.alloc(30 * 1024 * 1024)]))).toBe(422);
      expect(await send(SAMPLE_FILES.png)).toBe(201);
    } finally {
      agent.destroy();
    }
  });

  it('answers 404 for unknown or malformed keys', async () => {
    expect((await test.app.inject({ method: 'GET', url: `/api/uploads/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/uploads/nothing' })).json()).toEqual({ message: 'File not found' });
  });
});
