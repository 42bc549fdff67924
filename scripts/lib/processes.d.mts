// Types of processes.mjs, for the TypeScript packages that import it (api tests, bench, e2e).
import type { ChildProcess } from 'node:child_process';

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

export type StartedProcess = {
  name: string;
  child: ChildProcess;
  /** Resolves once the child has exited (or could not be started). */
  exited: Promise<ProcessExit>;
  /** Its last output lines (stdout and stderr), empty with `output: 'inherit'`. */
  output(): string;
};

export type StartOptions = {
  cwd?: string;
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** 'keep' (default): keep its last lines to explain a failure; 'inherit': print them as ours. */
  output?: 'keep' | 'inherit';
  /** With 'keep': also print every line, prefixed with the name. */
  echo?: boolean;
};

export function startProcess(name: string, command: string, args: string[], options?: StartOptions): StartedProcess;
export function isAnswering(url: string): Promise<boolean>;
export function isListening(port: number | string, host?: string, options?: { timeoutMs?: number }): Promise<boolean>;
export function firstListening(ports: Array<number | string>): Promise<number | string | null>;
export function waitUntilAnswering(
  url: string,
  started?: StartedProcess | null,
  options?: { timeoutMs?: number },
): Promise<number>;
export function stopProcess(
  started: StartedProcess,
  options?: { timeoutMs?: number; signal?: NodeJS.Signals },
): Promise<void>;
export function stopAll(): Promise<void>;
export function stopAllOnSignal(): void;
export function runToCompletion(name: string, command: string, args: string[], options?: StartOptions): Promise<void>;
export function freePort(): Promise<number>;
