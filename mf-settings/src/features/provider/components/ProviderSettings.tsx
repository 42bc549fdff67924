// Everything of Settings that concerns the provider: the connection card, the league and
// its teams, linking, the roster test and the debug log they all write to. Linking, the roster
// test and the debug log are the commissioner's; a manager sees the connection and the teams.
import { useTeams } from '../../../lib/teams-api';
import { useProviderTeams } from '../api/provider-api';
import { useDebugLog } from '../hooks/useDebugLog';
import { useProviderConnection } from '../hooks/useProviderConnection';
import { DebugLog } from './DebugLog';
import { LeagueChooser } from './LeagueChooser';
import { ProviderCard } from './ProviderCard';
import { LinkTeamsCard, ProviderTeamsCard } from './ProviderTeamsCard';
import { RosterTestCard } from './RosterTestCard';

export function ProviderSettings({
  canManage,
  openWindow,
}: {
  canManage: boolean;
  openWindow?: (url: string) => void;
}) {
  const { lines, log, clear } = useDebugLog();
  const connection = useProviderConnection(log, canManage, openWindow);
  const connected = connection.lastTestWorked;
  const providerTeams = useProviderTeams(connected);
  const localTeams = useTeams();

  return (
    <>
      <ProviderCard connection={connection} canManage={canManage} />
      {connected && (
        <ProviderTeamsCard
          query={providerTeams}
          localTeams={localTeams.data ?? []}
          // The connected account's leagues are the commissioner's to see and choose.
          chooser={canManage ? <LeagueChooser log={log} /> : null}
        />
      )}
      {connected && canManage && (
        <LinkTeamsCard teams={providerTeams.data} localTeams={localTeams.data ?? []} log={log} />
      )}
      {/* Diagnostics of the connection the commissioner made: theirs alone. */}
      {connected && canManage && <RosterTestCard teams={providerTeams.data} log={log} />}
      {canManage && <DebugLog lines={lines} onClear={clear} />}
    </>
  );
}
