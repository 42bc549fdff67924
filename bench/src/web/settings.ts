// The web benchmarks' settings (docs/settings.md §4).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webPortBase = Number(process.env.BENCH_WEB_PORT_BASE ?? 3400);
export const skipBuild = Boolean(process.env.BENCH_SKIP_BUILD);
// The browser and its flags are the end-to-end suite's; the Auth emulator the scripts' one.
export { chromiumArgs, chromiumPath } from '../../../e2e/support/settings';
export { AUTH_EMULATOR_HOST as emulatorHost } from '../../../scripts/lib/auth-emulator.mjs';
