// Watch mode for the shell and the remotes (all of src/apps.ts, or those named in WEB_APPS):
// one `rspack serve` per app, each on its own port, stopped together. Each rspack CLI loads
// its app's TypeScript config itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findApp, webApps } from './apps';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = process.env.WEB_APPS ? process.env.WEB_APPS.split(',').map((name) => findApp(name.trim())) : webApps;

const children = apps.map((app) =>
  spawn(path.join(root, app.dir, 'node_modules', '.bin', 'rspack'), ['serve'], {
    cwd: path.join(root, app.dir),
    stdio: 'inherit',
  }),
);

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
