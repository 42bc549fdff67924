// The web benchmarks' settings (README "Benchmark it").
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webPortBase = Number(process.env.BENCH_WEB_PORT_BASE ?? 3400);
export const skipBuild = Boolean(process.env.BENCH_SKIP_BUILD);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
