import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds: a lock with our own pid but not in here is stale (pid reuse, e.g. pid 1 in a container). */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock between processes: two servers on one directory silently lose rows. The
 * lock file holds the owner's pid; a stale lock (its process is gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.vita.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      const ownedByLiveProcess =
        Number.isInteger(owner) && (owner === process.pid ? heldHere.has(lockPath) : isAlive(owner));
      if (ownedByLiveProcess) {
        throw new DataDirLockedError(
          `Das Datenverzeichnis ${dataDir} wird bereits von Prozess ${owner} verwendet. ` +
            'Ein zweiter Server auf demselben Verzeichnis würde Daten verlieren; bitte den anderen zuerst beenden.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Das Datenverzeichnis ${dataDir} konnte nicht gesperrt werden.`);
}
