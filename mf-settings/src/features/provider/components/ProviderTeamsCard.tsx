// The provider league's teams (name, manager, team key) and, for the commissioner, 'Link
// Teams': which local team each provider team is, chosen from selectors labelled
// 'name (displayName)'.
import type { ReactNode } from 'react';
import { errorMessage } from 'shared-auth';
import type { Team } from 'shared-contracts';
import type { ProviderTeam } from 'shared-contracts/provider-setup';
import { Card, CardContent, CardHeader, CardTitle, QueryState, Select, Skeleton, type QueryLike } from 'shared-ui';
import styled from 'styled-components';
import { useLinkTeam } from '../api/provider-api';
import type { Log } from '../hooks/useDebugLog';
import { Muted } from '../../../components/form-layout';
import { LINK_TEAMS_HEADING_ID } from '../../../lib/link-teams-anchor';
import { StackingCell, StackingHead, StackingRow, StackingTable } from '../../../components/StackingTable';
import { TableScroll } from '../../../components/TableScroll';

type Props = { teams: ProviderTeam[] | undefined; localTeams: Team[]; log: Log };

/** `chooser` sits in the header: which provider league these teams belong to; `empty` says why there are none. */
export function ProviderTeamsCard({
  query,
  localTeams,
  chooser,
  empty = 'No teams in the followed league',
}: Omit<Props, 'log' | 'teams'> & { query: QueryLike<ProviderTeam[]>; chooser?: ReactNode; empty?: string }) {
  const localName = (id: number | null) => localTeams.find((team) => team.id === id)?.name ?? 'Not linked';
  return (
    <Card>
      <CardHeader>
        <CardTitle>League teams</CardTitle>
        {chooser}
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loadingLabel="Loading teams"
          skeleton={<Skeleton height="4rem" />}
          errorText={(error) => `Error loading the league teams: ${errorMessage(error)}`}
          empty={empty}
        >
          {(teams) => (
            <TableScroll label="League teams">
              <StackingTable
                heads={
                  <>
                    <StackingHead>Team</StackingHead>
                    <StackingHead>Manager</StackingHead>
                    <StackingHead>Team key</StackingHead>
                    <StackingHead>Local team</StackingHead>
                  </>
                }
              >
                {teams.map((team) => (
                  <StackingRow key={team.team_key}>
                    <StackingCell>{team.name}</StackingCell>
                    <StackingCell label="Manager">{team.manager}</StackingCell>
                    <StackingCell label="Team key">
                      <code>{team.team_key}</code>
                    </StackingCell>
                    <StackingCell label="Local team">{localName(team.local_team_id)}</StackingCell>
                  </StackingRow>
                ))}
              </StackingTable>
            </TableScroll>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

export function LinkTeamsCard({ teams, localTeams, log }: Props) {
  const link = useLinkTeam(log);
  const options = localTeams.map((team) => ({ value: String(team.id), label: `${team.name} (${team.displayName})` }));

  return (
    <Card>
      <CardHeader>
        <CardTitle id={LINK_TEAMS_HEADING_ID} tabIndex={-1}>
          Link Teams
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!teams?.length && <Muted>Connect the league to see its teams.</Muted>}
        {teams?.map((team) => (
          <LinkRow key={team.team_key}>
            <span>{team.name}</span>
            <Select
              aria-label={`Local team for ${team.name}`}
              placeholder="Choose a team"
              value={team.local_team_id === null ? '' : String(team.local_team_id)}
              onValueChange={(value) => link.mutate({ team, teamId: Number(value) })}
              options={options}
            />
          </LinkRow>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * A provider team's name beside its local-team selector, or above it where the two do not fit
 * side by side (a phone): fixed minimum columns made the page wider than the phone.
 */
const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  > :first-child {
    flex: 1 1 10rem;
  }
  > :last-child {
    flex: 2 1 14rem;
    min-width: 0;
    text-align: left;
  }
`;
