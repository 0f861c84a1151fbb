import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../test-support/timeline.js';
import { spoolFile, UPLOAD_LIMITS } from './spool.js';

describe('spoolFile: size limits per kind, checked while the bytes arrive', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storyfund-spool-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const chunks = (data: Buffer, size = 16) =>
    Readable.from(Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)));

  it('has the documented limits: images 10 MiB, videos 200 MiB', () => {
    expect(UPLOAD_LIMITS).toEqual({ image: 10 * 1024 * 1024, video: 200 * 1024 * 1024 });
  });

  it('keeps a file that fits, sniffed across small chunks, with its SHA-256', async () => {
    const spooled = await spoolFile(chunks(SAMPLE_FILES.webm, 5), dir);
    expect(spooled).toMatchObject({ size: SAMPLE_FILES.webm.length, contentType: 'video/webm' });
    expect((await readFile(spooled.path)).equals(SAMPLE_FILES.webm)).toBe(true);
    await rm(spooled.path);
  });

  it('refuses a video over the video limit with 413, and removes the partial file', async () => {
    const limits = { image: 64, video: 128 };
    const video = Buffer.concat([SAMPLE_FILES.mp4, Buffer.alloc(200)]);
    const tooLarge = { statusCode: 413, message: expect.stringMatching(/^Videos can be at most/) };
    await expect(spoolFile(chunks(video), dir, limits)).rejects.toMatchObject(tooLarge);
    await expect(spoolFile(chunks(video.subarray(0, 128)), dir, limits)).resolves.toMatchObject({ size: 128 });
    const image = Buffer.concat([SAMPLE_FILES.gif, Buffer.alloc(100)]);
    await expect(spoolFile(chunks(image), dir, limits)).rejects.toMatchObject({ statusCode: 413 });
    expect((await readdir(dir)).length).toBe(1);
  });
});
