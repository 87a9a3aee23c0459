import { accessSync, constants } from 'node:fs';
import { QUIET_CHROMIUM_ARGS } from '@vita/shared/chromium';

/** The quiet flags of every Chromium we start; /dev/shm is small in containers, so shared memory goes to /tmp. */
export const CHROMIUM_ARGS = [...QUIET_CHROMIUM_ARGS, '--disable-dev-shm-usage'];

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where the pool finds the print entry: the server's own address (listening on any means loopback). */
export function printUrlFor(
  address: { address: string; family: string; port: number } | null,
): string | null {
  if (!address) return null;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/print.html`;
}
