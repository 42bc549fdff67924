// Watch mode for the shell and the remotes (all, or those named in WEB_APPS): one
// `rspack serve` per app, each on its own port, stopped together. Plain JavaScript run by
// Node: the rspack CLI loads each app's TypeScript config itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apps = (process.env.WEB_APPS || 'shell,mf-dashboard,mf-players,mf-trades,mf-schedule,mf-picks,mf-settings').split(',');

const children = apps.map((app) =>
  spawn(path.join(root, app, 'node_modules', '.bin', 'rspack'), ['serve'], { cwd: path.join(root, app), stdio: 'inherit' }),
);

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
