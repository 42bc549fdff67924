// A returning member's first screen starts loading from the shell's entry script, beside their
// first calls (shared-auth/first-calls), while the page's other first scripts are still
// arriving. On a phone's network those take seconds, and the screen's module (`mf_dashboard/Home`
// on `/`) would otherwise be asked for only once they had all run (preload-opening-screen.ts):
// its request, and the round trip before it, then came last.
//
// The page's remotes block is read without its schema (this runs before zod has arrived) and
// only the opened screen's remote is registered early. The server wrote the block from
// settings it checked with the same contract; the shell's own reading (register-remotes.ts)
// registers the checked list, in which this remote is then already known, unchanged.
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readPageData } from 'shared-app/page-data';
import { remoteScreens } from 'shared-build/apps';
import { PAGE_DATA_IDS } from 'shared-contracts/page-values';
import { screenAt } from './screen-at';

/** The remotes block's entry for `name`, if the page carries one that looks like it. */
export function remoteInPage(name: string): { name: string; entry: string } | undefined {
  let remotes: unknown;
  try {
    remotes = readPageData(PAGE_DATA_IDS.remotes);
  } catch {
    // The shell reads the block again and reports what is wrong with it.
    return undefined;
  }
  if (!Array.isArray(remotes)) return undefined;
  const remote = (remotes as { name?: unknown; entry?: unknown }[]).find((candidate) => candidate?.name === name);
  return remote && typeof remote.entry === 'string' ? { name, entry: remote.entry } : undefined;
}

/**
 * Registers the remote of the screen at `pathname` and preloads the screen's files (its
 * manifest, entry and the module's chunks; shared packages excepted). Quiet: a failure leaves
 * the route's own load to report it.
 */
export function preloadOpenedScreenEarly(pathname: string): void {
  const screen = screenAt(pathname, remoteScreens);
  const remote = screen && remoteInPage(screen.remote);
  if (!screen || !remote) return;
  try {
    registerRemotes([remote]);
    preloadRemote([{ nameOrAlias: remote.name, exposes: [screen.module] }]).catch(() => undefined);
  } catch {
    // As above: the route loads it the usual way.
  }
}
