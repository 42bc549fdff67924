// The remotes' addresses come from /remotes.json, which the shell's server writes from its
// settings (or a deployment's own file): moving or redeploying a remote needs no shell build.
// The server also writes the list into the page (a data block), which spares a phone the
// round trip; the development server's page has none, and the file is fetched.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readPageData } from 'shared-app';
import { PAGE_DATA_IDS, remotesFile, type RemoteEntry } from 'shared-contracts';

let known: RemoteEntry[] = [];

async function readRemotes(url: string): Promise<unknown> {
  const written = readPageData(PAGE_DATA_IDS.remotes);
  if (written !== undefined) return written;
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function registerRemotesFromFile(url = '/remotes.json'): Promise<RemoteEntry[]> {
  try {
    known = remotesFile.parse(await readRemotes(url));
  } catch (error) {
    // The shell still starts: its sidebar, sign-in and 404 work, and each remote route shows
    // its error card.
    console.error('[shell] could not read the remotes file', error);
    known = [];
  }
  registerRemotes(known);
  return known;
}

/**
 * Registers a remote again with every cache of it cleared (manifest, entry, modules), so the
 * next load really goes back to its server: what Retry does.
 */
export function forgetRemote(name: string): void {
  const remote = known.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([remote], { force: true });
}
