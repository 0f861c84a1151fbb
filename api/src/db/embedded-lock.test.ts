import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './embedded-lock.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiDir = path.resolve(here, '../..');

/** Another process holding the lock of `dataDir`; resolves once it holds it. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const script = `import { acquireDataDirLock } from ${JSON.stringify(path.join(here, 'embedded-lock.ts'))};
await acquireDataDirLock(${JSON.stringify(dataDir)});
process.stdout.write('locked\\n');
setInterval(() => {}, 1000);`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sf-lock-holder-')), 'hold.mts');
  fs.writeFileSync(file, script);
  // Node itself runs the script (tsx as a loader), so the pid is the holder's and a kill ends it.
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: apiDir, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => String(chunk).includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code})`)));
  });
  return child;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('the embedded data folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second process with a clear message while the first lives, and is free the moment it is killed', async () => {
    const dataDir = path.join(dir, 'data');
    const other = await holder(dataDir);
    try {
      const refused = await acquireDataDirLock(dataDir).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect(String((refused as Error).message)).toMatch(new RegExp(`already open in another Storyfund process \\(pid ${other.pid}\\)`));
    } finally {
      await killed(other);
    }
    // No pid file to go stale: a restart right after the kill gets the lock.
    const lock = await acquireDataDirLock(dataDir);
    await lock.release();
  });

  it('is the same lock for a folder given through a symlink', async () => {
    const dataDir = path.join(dir, 'real');
    fs.mkdirSync(dataDir, { recursive: true });
    const link = path.join(dir, 'link');
    fs.symlinkSync(dataDir, link);
    const lock = await acquireDataDirLock(dataDir);
    try {
      await expect(acquireDataDirLock(link)).rejects.toThrow(DataDirInUseError);
    } finally {
      await lock.release();
    }
    const again = await acquireDataDirLock(link);
    await again.release();
  });
});
