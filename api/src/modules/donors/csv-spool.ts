import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError, ValidationError } from '../../lib/errors.js';

const MiB = 1024 * 1024;

/** The largest donor file: 100,000 rows of names and emails are about 5 MB; 50 MB leaves room for wide files. */
export const DONOR_FILE_MAX_BYTES = 50 * MiB;

/**
 * Writes an uploaded CSV to a temporary file while hashing it (the hash is what makes a re-upload of the same
 * file change nothing), without holding it in memory. Refuses it past the size limit; the caller removes it.
 */
export async function spoolCsv(source: AsyncIterable<Buffer>, maxBytes = DONOR_FILE_MAX_BYTES): Promise<{ path: string; sha256: string }> {
  const dir = path.join(os.tmpdir(), 'storyfund-donor-imports');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomBytes(12).toString('hex')}.csv`);
  const handle = await open(file, 'wx');
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) {
        const message = `The file can be at most ${maxBytes / MiB} MB`;
        throw new AppError(413, message, { errors: { file: [message] } });
      }
      hash.update(chunk);
      await handle.write(chunk);
    }
    if (size === 0) throw new ValidationError({ file: ['The file is empty'] });
    await handle.close();
    return { path: file, sha256: hash.digest('hex') };
  } catch (err) {
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw err;
  }
}
