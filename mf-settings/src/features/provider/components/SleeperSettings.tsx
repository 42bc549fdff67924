// Sleeper's cards, shown while the league follows a Sleeper league. Sleeper needs no
// connection (its API is public), and its import links each Sleeper team to the league's team
// itself, so there is no Link Teams card: 'League teams' lists the league's teams linked to a
// Sleeper team (what the import made), and the commissioner can test a roster fetch.
import { sleeperTeamKey, type Team } from 'shared-contracts';
import type { ProviderTeam } from 'shared-contracts/provider-setup';
import { useTeams } from '../../../lib/teams-api';
import type { Log } from '../hooks/useDebugLog';
import { ProviderTeamsCard } from './ProviderTeamsCard';
import { RosterTestCard } from './RosterTestCard';

export const NO_SLEEPER_TEAMS =
  "No teams linked to Sleeper yet: Import from Sleeper brings the league's teams in, linked.";

/** The league's teams that hold a Sleeper team key, as the teams card lists a provider's teams. */
export function sleeperTeamsOf(teams: readonly Team[]): ProviderTeam[] {
  return teams.flatMap((team) =>
    team.yahooTeamKey && sleeperTeamKey.safeParse(team.yahooTeamKey).success
      ? [{ name: team.name, team_key: team.yahooTeamKey, manager: team.displayName, local_team_id: team.id }]
      : [],
  );
}

export function SleeperSettings({ canManage, log }: { canManage: boolean; log: Log }) {
  const localTeams = useTeams();
  const teams = localTeams.data ? sleeperTeamsOf(localTeams.data) : undefined;
  return (
    <>
      <ProviderTeamsCard
        query={{ ...localTeams, data: teams }}
        localTeams={localTeams.data ?? []}
        empty={NO_SLEEPER_TEAMS}
      />
      {canManage && teams && teams.length > 0 && <RosterTestCard teams={teams} log={log} />}
    </>
  );
}
