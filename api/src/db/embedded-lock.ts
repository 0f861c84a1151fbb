import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database folder ${dataDir} is already open in another Storyfund process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite is single-process: two processes writing one data folder would corrupt it.
 * A lock file holding the owner's pid keeps a second process out; a lock left by a killed process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        fs.rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
