import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The embedded database folder ${dataDir} is already open in another Storyfund process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that process first, or set DATA_DIR to another folder, or DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite is single-process: two processes writing one data folder would corrupt it. The lock is a local socket
 * named after the folder's real path (symlinks resolved), which the operating system frees when its process
 * ends, however it ends: a Linux abstract socket, a Windows named pipe, elsewhere a socket file whose listener
 * is gone once nothing answers on it. No pid file to go stale, nothing to take over. A second process asks
 * the holder for its pid, for the message.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const realDir = fs.realpathSync(dataDir);
  const address = lockAddress(realDir);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const pid = await holderPid(address);
    if (pid === undefined && isSocketFile(address)) {
      // A socket file nobody answers on: its process is gone.
      fs.rmSync(address, { force: true });
      return acquireDataDirLock(dataDir);
    }
    throw new DataDirInUseError(realDir, pid);
  }
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function lockAddress(realDir: string): string {
  const name = `storyfund-pglite-${createHash('sha256').update(realDir).digest('hex').slice(0, 32)}`;
  if (process.platform === 'linux') return `\0${name}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\${name}`;
  return path.join(os.tmpdir(), `${name}.sock`);
}

const isSocketFile = (address: string) => !address.startsWith('\0') && !address.startsWith('\\\\');

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The pid the lock's holder answers, or undefined when nothing answers. */
function holderPid(address: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => {
      const pid = Number(text.trim());
      resolve(Number.isInteger(pid) && pid > 0 ? pid : undefined);
    });
  });
}
