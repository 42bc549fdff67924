// Yahoo's cards, shown while the league follows Yahoo: the OAuth connection card, the league and
// its teams, linking and the roster test (docs/screens/settings.md §4.2–4.3). Linking and the
// roster test are the commissioner's; a manager sees the connection and the teams.
import { useTeams } from '../../../lib/teams-api';
import { useProviderTeams } from '../api/provider-api';
import type { Log } from '../hooks/useDebugLog';
import { useProviderConnection } from '../hooks/useProviderConnection';
import { LeagueChooser } from './LeagueChooser';
import { ProviderCard } from './ProviderCard';
import { LinkTeamsCard, ProviderTeamsCard } from './ProviderTeamsCard';
import { RosterTestCard } from './RosterTestCard';

export function YahooSettings({
  canManage,
  log,
  openWindow,
  onSwitchToSleeper,
}: {
  canManage: boolean;
  log: Log;
  openWindow?: ((url: string) => void) | undefined;
  onSwitchToSleeper?: (() => void) | undefined;
}) {
  const connection = useProviderConnection(log, canManage, openWindow);
  const connected = connection.lastTestWorked;
  const providerTeams = useProviderTeams(connected);
  const localTeams = useTeams();

  return (
    <>
      <ProviderCard
        connection={connection}
        canManage={canManage}
        {...(onSwitchToSleeper ? { onSwitchToSleeper } : {})}
      />
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
    </>
  );
}
