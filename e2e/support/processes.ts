// Starts the site's servers for the suite and stops them (with their children) afterwards.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  name: string;
  child: ChildProcess;
  output: string[];
}

export function start(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export async function waitUntilAnswering(url: string, started: Started | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    if (started && started.child.exitCode !== null) {
      throw new Error(`${started.name} exited (code ${started.child.exitCode}) before answering on ${url}:\n${started.output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${started?.name ?? url} did not answer on ${url} within ${timeoutMs / 1000} s:\n${started?.output.join('\n') ?? ''}`);
}

export function stop(started: Started): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ }
    }, 5000);
    child.once('exit', () => { clearTimeout(force); resolve(); });
    try { process.kill(-child.pid!, 'SIGTERM'); } catch { clearTimeout(force); resolve(); }
  });
}

/** Runs a command to completion, failing with its output. */
export function run(name: string, command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = start(name, command, args, { cwd: options.cwd, env: options.env ?? {} });
    started.child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (exit ${code}):\n${started.output.join('\n')}`));
    });
  });
}
