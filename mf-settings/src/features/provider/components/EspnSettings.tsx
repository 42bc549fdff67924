// ESPN's cards, shown while the league follows an ESPN league: as Sleeper's, the import links
// each ESPN team to the league's team itself, so 'League teams' lists the teams it linked and
// the commissioner can test a roster fetch (docs/espn.md).
import { espnTeamKey, type Team } from 'shared-contracts';
import type { ProviderTeam } from 'shared-contracts/provider-setup';
import { useTeams } from '../../../lib/teams-api';
import type { Log } from '../hooks/useDebugLog';
import { ProviderTeamsCard } from './ProviderTeamsCard';
import { RosterTestCard } from './RosterTestCard';

export const NO_ESPN_TEAMS = "No teams linked to ESPN yet: Import from ESPN brings the league's teams in, linked.";

export function espnTeamsOf(teams: readonly Team[]): ProviderTeam[] {
  return teams.flatMap((team) =>
    team.yahooTeamKey && espnTeamKey.safeParse(team.yahooTeamKey).success
      ? [{ name: team.name, team_key: team.yahooTeamKey, manager: team.displayName, local_team_id: team.id }]
      : [],
  );
}

export function EspnSettings({ canManage, log }: { canManage: boolean; log: Log }) {
  const localTeams = useTeams();
  const teams = localTeams.data ? espnTeamsOf(localTeams.data) : undefined;
  return (
    <>
      <ProviderTeamsCard
        query={{ ...localTeams, data: teams }}
        localTeams={localTeams.data ?? []}
        empty={NO_ESPN_TEAMS}
      />
      {canManage && teams && teams.length > 0 && <RosterTestCard teams={teams} log={log} />}
    </>
  );
}
