// Small helpers for the workspace scripts: start long-running children, wait for ports,
// and stop everything together. Only Node built-ins: these run before anything is installed.
import { spawn } from 'node:child_process';

const children = new Set();

/** Starts a child in its own process group (so its own children stop with it). */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: true,
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.displayName = name;
  if (options.quiet) {
    // Keep the last lines for a clear message if it fails to start.
    child.recentOutput = [];
    const keep = (chunk) => {
      child.recentOutput.push(...chunk.toString().split('\n').filter(Boolean));
      child.recentOutput.splice(0, Math.max(0, child.recentOutput.length - 30));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* already gone */ }
    }, 8000);
    child.once('exit', () => { clearTimeout(force); resolve(); });
    try { process.kill(-child.pid, 'SIGTERM'); } catch { clearTimeout(force); resolve(); }
  });
}

export async function stopAll() {
  await Promise.all([...children].map(stopProcess));
}

/** Stops every child when this script is interrupted, then exits. */
export function stopAllOnSignal() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await stopAll();
      process.exit(130);
    });
  }
}

/** True once `url` answers at all (any status): the server behind it is listening. */
export async function isAnswering(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export async function waitFor(url, { timeoutMs = 60_000, child, name = url } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await isAnswering(url)) return Date.now() - started;
    if (child && child.exitCode !== null) {
      throw new Error(`${name} exited before it answered on ${url}:\n${(child.recentOutput ?? []).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s:\n${(child?.recentOutput ?? []).join('\n')}`);
}
