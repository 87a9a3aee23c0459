import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildTestApp } from '../../test/test-app';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
const WEB = path.join(REPO, 'apps', 'web');
const INPUTS = [
  path.join(WEB, 'src'),
  path.join(WEB, 'index.html'),
  path.join(WEB, 'print.html'),
  path.join(WEB, 'vite.config.ts'),
  path.join(WEB, 'package.json'),
  path.join(REPO, 'packages', 'shared', 'src'),
];

function hashInto(hash: ReturnType<typeof createHash>, file: string): void {
  if (statSync(file).isDirectory()) {
    for (const name of readdirSync(file).sort()) hashInto(hash, path.join(file, name));
    return;
  }
  hash.update(path.relative(REPO, file));
  hash.update(readFileSync(file));
}

/** Builds of earlier sources, a day old: no test run still uses them. */
function removeOldBuilds(keep: string): void {
  const dayAgo = Date.now() - 24 * 60 * 60_000;
  for (const name of readdirSync(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (!name.startsWith('vita-web-test-') || dir === keep) continue;
    try {
      if (statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Gone already, or another run is removing it.
    }
  }
}

/**
 * The web app built for tests (it holds print.html, the print entry), in a temporary directory
 * named after a hash of its sources: built once per change, never stale, shared by test files
 * that run at the same time (the first to finish wins the rename, the others use its build).
 */
export function builtWebApp(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) hashInto(hash, input);
  const target = path.join(tmpdir(), `vita-web-test-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(path.join(target, 'print.html'))) return target;

  const outDir = mkdtempSync(`${target}-building-`);
  const vite = path.join(
    path.dirname(createRequire(path.join(WEB, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: WEB,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`The web build for the print entry failed:\n${result.stderr}${result.stdout}`);
  }
  try {
    renameSync(outDir, target);
  } catch {
    rmSync(outDir, { recursive: true, force: true });
  }
  removeOldBuilds(target);
  if (!existsSync(path.join(target, 'print.html'))) throw new Error(`No print.html in ${target}`);
  return target;
}

/**
 * The app on a real port with the built print entry and exports open to every plan, as the
 * Chromium export tests need it: Chromium loads the print page from the app itself.
 */
export async function startPrintApp(): Promise<FastifyInstance> {
  const app = await buildTestApp({ webDistDir: builtWebApp(), exportRequiresPlan: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** A POST to the API that must answer 200, as the raw response: the export endpoints answer with a PDF. */
export async function postOk(app: FastifyInstance, url: string, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  return res;
}
