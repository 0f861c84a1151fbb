import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './upload-store.js';

/** Files under `dir`, fanned out by the key's first two characters. */
export function createDiskStore(dir: string): UploadStore {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key);
  return {
    kind: 'disk',
    // Inside the same folder, so `put` is a rename on one file system.
    spoolDir: path.join(dir, '.incoming'),
    async put(key, file) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file.path, target);
    },
    async get(key, range) {
      const file = fileOf(key);
      try {
        await stat(file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
