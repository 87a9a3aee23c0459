// `npm start`: runs the built server with plain node. It builds first only when no build exists
// (a fresh clone); after changing the sources, run `npm run build` yourself.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_BUILD = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_BUILD = path.join(ROOT, 'apps/web/dist/index.html');

if (!existsSync(SERVER_BUILD) || !existsSync(WEB_BUILD)) {
  console.log('Kein Build gefunden: npm run build …');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Earlier versions started the server inside apps/server, so the embedded database lives there.
process.env.DATA_DIR ??= path.join(ROOT, 'apps/server/data');
// Same process: SIGTERM from npm or a service manager reaches the server itself.
await import(SERVER_BUILD);
