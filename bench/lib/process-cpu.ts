/**
 * CPU time of processes, read from Linux's /proc/<pid>/stat (user + system time of every thread
 * of the process). Load on the machine barely moves it, unlike latencies: divided by the requests
 * a run answered it is the work one request costs.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on every usual kernel). */
const TICKS_PER_SECOND = (() => {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
})();

/**
 * utime + stime of one process in milliseconds, or null when it is gone. The command name in
 * field 2 may hold spaces and parentheses, so the fields are counted from its closing ')'.
 */
export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** The pids of every process whose command name is `name` (e.g. PostgreSQL's backends). */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return pids;
}

/** CPU milliseconds per pid now, for a later `cpuMsSince`. */
export function cpuSnapshot(pids: readonly number[]): Map<number, number> {
  const snapshot = new Map<number, number>();
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms !== null) snapshot.set(pid, ms);
  }
  return snapshot;
}

/**
 * CPU milliseconds the processes used since the snapshot. A process started since counts from
 * zero; one that ended since is lost (its time cannot be read any more).
 */
export function cpuMsSince(before: ReadonlyMap<number, number>, pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    const now = processCpuMs(pid);
    if (now !== null) total += now - (before.get(pid) ?? 0);
  }
  return total;
}
