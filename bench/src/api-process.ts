import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export type RunningApi = { baseUrl: string; stop(): Promise<void> };

/** Starts serve-api.ts with the given settings and waits until it prints its port. */
export async function startApi(env: Record<string, string>, timeoutMs = 120_000): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve-api.ts')], {
    cwd: here,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The API did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (const line of buffered.split('\n')) {
        const match = /^\{"port":(\d+)\}$/.exec(line.trim());
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited with code ${code} before it listened`));
    });
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
