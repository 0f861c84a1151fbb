import multipart from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { UPLOAD_LIMITS } from './spool.js';
import type { ByteRange } from './upload-store.js';
import * as service from './uploads.service.js';

const keyParams = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', maxLength: 64 } },
} as const;

/** Generous part limits: extra parts are refused with a clear 422 by the service, not a bare 413. */
const multipartLimits = { fileSize: UPLOAD_LIMITS.video + 1, files: 3, fields: 10, parts: 13, headerPairs: 100 };

async function* noParts(): AsyncIterable<service.UploadPart> {}

export async function uploadsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const store = service.createUploadStore(ctx);
  await app.register(multipart);

  app.post('/uploads', async (request, reply) => {
    const parts = request.isMultipart() ? request.parts({ limits: multipartLimits }) : noParts();
    try {
      return reply.status(201).send(await service.receiveUpload(ctx, store, request.caller, parts));
    } catch (err) {
      discardRest(request.raw);
      throw err;
    }
  });

  app.get<{ Params: { key: string } }>('/uploads/:key', { schema: { params: keyParams } }, async (request, reply) => {
    const row = await service.findUpload(ctx, request.params.key);
    const etag = `"${row.storage_key}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const range = parseRange(request.headers.range, row.size_bytes);
    const body = await service.openUploadBody(store, row.storage_key, range);
    reply.type(row.content_type);
    if (!range) return reply.header('content-length', row.size_bytes).send(body);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size_bytes}`)
      .header('content-length', range.end - range.start + 1)
      .send(body);
  });
}

/**
 * A refusal can come before the whole body has arrived (a text file is refused on its first bytes). The rest
 * is read and dropped, so the connection stays usable and the client, still sending, gets to read the answer;
 * past the largest allowed upload the connection is cut instead.
 */
function discardRest(raw: IncomingMessage, limit = UPLOAD_LIMITS.video): void {
  if (raw.readableEnded) return;
  let seen = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) raw.destroy();
  });
  raw.resume();
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (video players seek with these); others get the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start > end || start >= size) {
    throw new AppError(416, 'The requested range is not within the file', { headers: { 'content-range': `bytes */${size}` } });
  }
  return { start, end };
}
