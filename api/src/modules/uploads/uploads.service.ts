import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadedFile } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireMember, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { FILE_TYPES, type UploadKind } from './file-signature.js';
import { spoolFile, UPLOAD_LIMITS } from './spool.js';
import { createDiskStore } from './disk-store.js';
import { createS3Store } from './s3-store.js';
import type { ByteRange, SpooledFile, UploadStore } from './upload-store.js';
import * as repo from './uploads.repository.js';

/** Where this server keeps uploads: the S3 bucket when one is configured, else the upload folder on disk. */
export function createUploadStore(ctx: AppContext): UploadStore {
  const { dir, s3 } = ctx.config.uploads;
  return s3 ? createS3Store(s3, ctx.fetch, path.join(os.tmpdir(), 'storyfund-uploads')) : createDiskStore(dir);
}

/** One part of a multipart body, as the route hands it over. */
export interface UploadPart {
  type: 'file' | 'field';
  fieldname: string;
  file?: Readable;
}

const ONE_FILE_FIELD = 'Send exactly one file, in a form field named "file"';

/** Keys are 128 random bits in hex plus the detected type's extension: unguessable, never reused. */
const UPLOAD_KEY_PATTERN = `^[a-f0-9]{32}\\.(${FILE_TYPES.map((t) => t.extension).join('|')})$`;
const KEY_RE = new RegExp(UPLOAD_KEY_PATTERN);

const uploadUrl = (key: string) => `/api/uploads/${key}`;

function uploadView(row: repo.UploadRow): UploadedFile {
  return {
    id: row.id,
    url: uploadUrl(row.storage_key),
    content_type: row.content_type,
    kind: row.kind as UploadKind,
    size_bytes: row.size_bytes,
  };
}

/** POST /api/uploads: exactly one file part named `file`; its type comes from its bytes. */
export async function receiveUpload(
  ctx: AppContext,
  store: UploadStore,
  caller: Caller,
  parts: AsyncIterable<UploadPart>,
): Promise<UploadedFile> {
  const actor = requireMember(caller);
  let spooled: (SpooledFile & { type: { kind: UploadKind; extension: string } }) | undefined;
  let extra = false;
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'file' && !spooled && part.file) {
        spooled = await spoolFile(part.file, store.spoolDir, UPLOAD_LIMITS).catch((err: unknown) => {
          part.file?.resume(); // let the rest of the request through, so the refusal can be read
          throw err;
        });
      } else {
        extra = true;
        part.file?.resume();
      }
    }
    if (!spooled || extra) throw new ValidationError({ file: [ONE_FILE_FIELD] });
    const key = `${randomBytes(16).toString('hex')}.${spooled.type.extension}`;
    await store.put(key, spooled);
    const { contentType, size, type } = spooled;
    const row = await repo
      .insertUpload(ctx.db, { user_id: actor.id, storage_key: key, content_type: contentType, kind: type.kind, size_bytes: size })
      .catch(async (err: unknown) => {
        await store.delete(key).catch(() => undefined);
        throw err;
      });
    spooled = undefined;
    return uploadView(row);
  } finally {
    if (spooled) await rm(spooled.path, { force: true });
  }
}

/** GET /api/uploads/{key}: public, as the URLs end up on public pages. */
export async function findUpload(ctx: AppContext, key: string) {
  const row = KEY_RE.test(key) ? await repo.findUploadByKey(ctx.db, key) : undefined;
  if (!row) throw new NotFoundError('File not found');
  return row;
}

/** The stored bytes, or an inclusive range of them. */
export async function openUploadBody(store: UploadStore, key: string, range?: ByteRange): Promise<Readable> {
  const body = await store.get(key, range);
  if (!body) throw new NotFoundError('File not found');
  return body;
}

/** The key in one of our upload URLs (`/api/uploads/{key}`, relative or on our public URL), else undefined. */
function uploadKeyOf(url: string, publicUrl: string): string | undefined {
  const relative = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
  const key = relative.startsWith('/api/uploads/') ? relative.slice('/api/uploads/'.length) : undefined;
  return key && KEY_RE.test(key) ? key : undefined;
}

/** For other modules: which of `urls` are our uploads, and of which kind. */
export async function uploadKindsByUrl(ctx: AppContext, urls: string[]): Promise<Map<string, UploadKind>> {
  const keyed = urls
    .map((url) => [url, uploadKeyOf(url, ctx.config.publicUrl)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined);
  const rows = await repo.findUploadsByKeys(ctx.db, [...new Set(keyed.map(([, key]) => key))]);
  const kindByKey = new Map(rows.map((row) => [row.storage_key, row.kind as UploadKind]));
  const result = new Map<string, UploadKind>();
  for (const [url, key] of keyed) {
    const kind = kindByKey.get(key);
    if (kind) result.set(url, kind);
  }
  return result;
}
