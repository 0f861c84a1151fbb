import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Config } from '../../config.js';
import { EMPTY_SHA256, signRequest } from './sigv4.js';
import type { UploadStore } from './upload-store.js';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), addressed path-style
 * (`{endpoint}/{bucket}/{key}`), each request signed with SigV4. Uploads are one streamed PUT (S3 takes up to
 * 5 GB that way; our largest file is 200 MiB) with the body's SHA-256 signed.
 */
export function createS3Store(config: S3Config, fetchImpl: typeof fetch, spoolDir: string): UploadStore {
  const urlOf = (key: string) => new URL(`${config.endpoint}/${encodeURIComponent(config.bucket)}/${encodeURIComponent(key)}`);
  const signed = (method: string, url: URL, headers: Record<string, string>, payloadHash: string) =>
    signRequest({
      method,
      url,
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      payloadHash,
      region: config.region,
      service: 's3',
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      date: new Date(),
    });

  async function failed(response: Response, what: string): Promise<Error> {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 300)}`);
  }

  return {
    kind: 's3',
    spoolDir,
    async put(key, file) {
      const url = urlOf(key);
      const headers = signed('PUT', url, { 'content-type': file.contentType, 'content-length': String(file.size) }, file.sha256);
      try {
        const body = Readable.toWeb(createReadStream(file.path)) as unknown as ReadableStream;
        const response = await fetchImpl(url, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);
        if (!response.ok) throw await failed(response, 'upload');
        await response.body?.cancel();
      } finally {
        await rm(file.path, { force: true });
      }
    },
    async get(key, range) {
      const url = urlOf(key);
      const extra: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await fetchImpl(url, { headers: signed('GET', url, extra, EMPTY_SHA256) });
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) throw await failed(response, 'download');
      return Readable.fromWeb(response.body as unknown as WebReadableStream);
    },
    async delete(key) {
      const url = urlOf(key);
      const response = await fetchImpl(url, { method: 'DELETE', headers: signed('DELETE', url, {}, EMPTY_SHA256) });
      if (!response.ok && response.status !== 404) throw await failed(response, 'delete');
    },
  };
}
