import multipart from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as contract from '@storyfund/shared/contract';
import { Type } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { matchesEtag } from '../../lib/http-cache.js';
import { UPLOAD_LIMITS } from './spool.js';
import type { ByteRange } from './upload-store.js';
import * as service from './uploads.service.js';
import { KEEPS_PUBLIC_READS } from '../../lib/http-cache.js';

const tags = ['uploads'];

/** Generous part limits: extra parts are refused with a clear 422 by the service, not a bare 413. */
const multipartLimits = { fileSize: UPLOAD_LIMITS.video + 1, files: 3, fields: 10, parts: 13, headerPairs: 100 };

async function* noParts(): AsyncIterable<service.UploadPart> {}

/** Binary answers, documented by their media type (their bytes are streamed, never serialised). */
const bytes = (description: string) =>
  Type.Unsafe<Readable>({ description, content: { 'application/octet-stream': { schema: contract.UploadBytes } } });

export const uploadsRoutes: FastifyPluginAsyncTypebox<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = service.createUploadStore(ctx);
  await app.register(multipart);

  app.post(
    '/uploads',
    {
      config: KEEPS_PUBLIC_READS,
      schema: {
        tags,
        summary: 'Upload an image or a video (multipart/form-data, one part named file)',
        consumes: ['multipart/form-data'],
        body: contract.UploadForm,
        response: { 201: contract.UploadedFile },
      },
      // The body is streamed to the service, which checks its parts (exactly one file, named `file`); its
      // schema documents the form, and validates nothing.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const parts = request.isMultipart() ? request.parts({ limits: multipartLimits }) : noParts();
      try {
        return reply.status(201).send(await service.receiveUpload(ctx, store, request.caller, parts));
      } catch (err) {
        discardRest(request.raw);
        throw isMalformedMultipart(err) ? new AppError(400, 'The upload is not a complete multipart/form-data body') : err;
      }
    },
  );

  app.get(
    '/uploads/:key',
    {
      schema: {
        tags,
        summary: 'An uploaded file (public; immutable; byte ranges for video players)',
        params: contract.UploadKeyParams,
        response: {
          200: bytes("The file's bytes, with its content type"),
          206: bytes('The requested byte range (Range: bytes=a-b)'),
          304: Type.Unsafe<void>(Type.Null({ description: 'Not modified (If-None-Match)' })),
        },
      },
    },
    async (request, reply) => {
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
    },
  );
};

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

/**
 * The multipart parser's (busboy's) own errors: a body with no or a broken boundary, or one cut short (then the
 * file part's stream closes before its end, and the spool's pipeline says "premature close").
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (form|file)|Malformed part header|Malformed urlencoded form)/;

function isMalformedMultipart(err: unknown): boolean {
  if (!(err instanceof Error) || err instanceof AppError) return false;
  return (err as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE' || MALFORMED_MULTIPART.test(err.message);
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range (video players seek with these); others get the whole file. */
function parseRange(header: string | undefined, size: number): ByteRange | undefined {
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
