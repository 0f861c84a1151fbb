import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError, ValidationError } from '../../lib/errors.js';
import { SIGNATURE_BYTES, sniffFileType, type FileType, type UploadKind } from './file-signature.js';
import type { SpooledFile } from './upload-store.js';

const MiB = 1024 * 1024;

/** Largest accepted file of each kind. */
export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = { image: 10 * MiB, video: 200 * MiB };

const UNSUPPORTED_FILE = 'Only images (JPEG, PNG, GIF, WebP) and videos (MP4, WebM, QuickTime) can be uploaded';

const tooLarge = (kind: UploadKind, limits = UPLOAD_LIMITS) => {
  const message = `${kind === 'image' ? 'Images' : 'Videos'} can be at most ${Math.floor(limits[kind] / MiB)} MB`;
  return new AppError(413, message, { errors: { file: [message] } });
};

/**
 * Writes an incoming file to `dir` while hashing it, and learns its type from its first bytes. Refuses it (and
 * removes the partial copy) as soon as it is neither an image nor a video, or passes its kind's size limit.
 */
export async function spoolFile(
  source: AsyncIterable<Buffer>,
  dir: string,
  limits: Readonly<Record<UploadKind, number>> = UPLOAD_LIMITS,
): Promise<SpooledFile & { type: FileType }> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
  const handle = await open(file, 'wx');
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let type: FileType | undefined;
  let size = 0;
  const detect = () => {
    type = sniffFileType(head);
    if (!type) throw new ValidationError({ file: [UNSUPPORTED_FILE] });
    return type;
  };
  try {
    for await (const chunk of source) {
      if (!type && head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES)]);
        if (head.length >= SIGNATURE_BYTES) detect();
      }
      size += chunk.length;
      if (type && size > limits[type.kind]) throw tooLarge(type.kind, limits);
      hash.update(chunk);
      await handle.write(chunk);
    }
    if (size === 0) throw new ValidationError({ file: ['The file is empty'] });
    const detected = type ?? detect();
    if (size > limits[detected.kind]) throw tooLarge(detected.kind, limits);
    await handle.close();
    return { path: file, size, sha256: hash.digest('hex'), contentType: detected.contentType, type: detected };
  } catch (err) {
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw err;
  }
}
