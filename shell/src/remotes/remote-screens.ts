// Every screen the shell loads from a remote: its route, the remote module and a label for
// the error card. The routes and the loading code read this one table.
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-unavailable-error';

export interface RemoteScreenDefinition {
  path: string;
  /** Module Federation id: `<remote>/<exposed module>`. */
  id: string;
  /** What the user knows the area as. */
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

async function load<T extends { default: ComponentType }>(id: string): Promise<T> {
  const module = await loadRemote<T>(id);
  if (!module) throw new RemoteUnavailableError(id);
  return module;
}

export const remoteScreens: RemoteScreenDefinition[] = [
  { path: '/', id: 'mf_dashboard/Home', label: 'Dashboard', load: () => load<typeof import('mf_dashboard/Home')>('mf_dashboard/Home') },
  { path: '/teams', id: 'mf_dashboard/Teams', label: 'Teams', load: () => load<typeof import('mf_dashboard/Teams')>('mf_dashboard/Teams') },
  { path: '/players', id: 'mf_players/Players', label: 'Players', load: () => load<typeof import('mf_players/Players')>('mf_players/Players') },
  { path: '/trades', id: 'mf_trades/TradeCenter', label: 'Trade Center', load: () => load<typeof import('mf_trades/TradeCenter')>('mf_trades/TradeCenter') },
  { path: '/schedule', id: 'mf_schedule/Schedule', label: 'Schedule', load: () => load<typeof import('mf_schedule/Schedule')>('mf_schedule/Schedule') },
  { path: '/picks', id: 'mf_picks/DraftPicks', label: 'Draft Picks', load: () => load<typeof import('mf_picks/DraftPicks')>('mf_picks/DraftPicks') },
  { path: '/settings', id: 'mf_settings/Settings', label: 'Settings', load: () => load<typeof import('mf_settings/Settings')>('mf_settings/Settings') },
];
