// Every screen the shell loads from a remote, derived from the one list of web apps
// (shared-build/src/apps.ts): its route, the remote module and a label for the error card.
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteScreens as declaredScreens } from 'shared-build/apps';
import { RemoteUnavailableError } from './remote-unavailable-error';
import type { ScreenLoader, ScreenModule } from './screen-modules';

export interface RemoteScreenDefinition {
  path: string;
  /** Module Federation id: `<remote>/<exposed module>`. */
  id: string;
  /** What the user knows the area as. */
  label: string;
  load: ScreenLoader;
}

/** A screen's module from its remote. */
async function loadScreen(id: string): Promise<ScreenModule> {
  const module = await loadRemote<ScreenModule>(id);
  if (!module) throw new RemoteUnavailableError(id);
  return module;
}

export const remoteScreens: RemoteScreenDefinition[] = declaredScreens.map(({ path, id, title }) => ({
  path,
  id,
  label: title,
  load: () => loadScreen(id),
}));

export { screenAt } from './screen-at';
