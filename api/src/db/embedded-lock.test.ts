import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './embedded-lock.js';

describe('the embedded data folder lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-lock-'));
  const dataDir = path.join(dir, 'data');
  const lockFile = path.join(dir, '.data.lock');
  afterEach(() => fs.rmSync(lockFile, { force: true }));

  it('refuses a second process with a clear message while the first one lives', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(lockFile, String(other.pid));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirInUseError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(/already open in another Storyfund process \(pid \d+\)/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a killed process, and releases it', () => {
    fs.writeFileSync(lockFile, '999999999');
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
