import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vita-lock-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the DATA_DIR lock', () => {
  it('refuses a second lock while the first is held, and allows it after release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.vita.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.vita.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a stale lock that carries our own pid (pid reuse after a crash)', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.vita.lock'), String(process.pid));
    lockDataDir(dir)();
  });

  it('refuses a lock held by another live process and names it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.vita.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`Prozess ${process.ppid}`));
  });
});
