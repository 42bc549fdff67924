// The scripts a worker keeps while it installs (docs/web.md §14). Chromium compiles a script a
// service worker puts in Cache Storage during its install event and keeps the compiled code
// beside it; a script kept later is compiled again by the first page that runs it, on the
// page's main thread, and cached only then. So the page that registers the worker tells it
// which scripts it ran, and the worker keeps those at install: a member's first return runs
// them already compiled. Pure functions, shared by the page and the worker.
import { cachingRuleFor } from './caching-rules';

/** The page's message to an installing worker: the scripts it ran, to keep compiled. */
export interface KeepCompiledMessage {
  type: 'KEEP_COMPILED';
  payload: { scripts: string[] };
}

/** How many scripts one message may name: the first view and the remotes preloaded after it are about a hundred. */
export const MOST_SCRIPTS_KEPT_AT_INSTALL = 300;

const JS_FILE = /\.js$/;

/** The addresses of the scripts the page fetched (its resource timing entries). */
export function scriptsFetched(entries: PerformanceEntryList): string[] {
  return entries.map((entry) => entry.name).filter((name) => JS_FILE.test(new URL(name).pathname));
}

export function keepCompiledMessage(scripts: string[]): KeepCompiledMessage {
  return { type: 'KEEP_COMPILED', payload: { scripts: scripts.slice(0, MOST_SCRIPTS_KEPT_AT_INSTALL) } };
}

/**
 * The scripts a message names that the worker keeps at install: hashed files only (an entry
 * changes under its name and is the network's on every load, so compiled code of it would be
 * for one load), each once, at most MOST_SCRIPTS_KEPT_AT_INSTALL. Anything else, a message of
 * another shape included, names none.
 */
export function scriptsToKeepCompiled(message: unknown, siteOrigin: string): string[] {
  if (typeof message !== 'object' || message === null) return [];
  const { type, payload } = message as Partial<KeepCompiledMessage>;
  if (type !== 'KEEP_COMPILED' || !Array.isArray(payload?.scripts)) return [];
  const kept = new Set<string>();
  for (const address of payload.scripts.slice(0, MOST_SCRIPTS_KEPT_AT_INSTALL)) {
    const url = typeof address === 'string' ? parsed(address) : null;
    if (url && JS_FILE.test(url.pathname) && cachingRuleFor(url, siteOrigin) === 'hashed') kept.add(url.href);
  }
  return [...kept];
}

function parsed(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}
