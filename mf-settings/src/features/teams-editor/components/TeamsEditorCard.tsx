// Settings → Teams (commissioner): the league's teams with their abbreviation, manager and
// provider team key (Yahoo's or Sleeper's); add, edit and remove them by hand.
import { errorMessage } from 'shared-auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, QueryState, Skeleton } from 'shared-ui';
import {
  StackingCell,
  StackingHead,
  StackingRow,
  StackingRowHead,
  StackingTable,
} from '../../../components/StackingTable';
import { TableScroll } from '../../../components/TableScroll';
import { providerNameOf, useProviderStatus } from '../../../lib/provider-status';
import { useTeams } from '../../../lib/teams-api';
import { AddTeamForm } from './AddTeamForm';
import { EditTeamDialog } from './EditTeamDialog';
import { RemoveTeamDialog } from './RemoveTeamDialog';

export function TeamsEditorCard() {
  const teams = useTeams();
  const status = useProviderStatus();
  const provider = providerNameOf(status.data?.provider);
  const teamKeyHead = status.data ? `${provider} team` : 'Provider team';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Teams</CardTitle>
        <CardDescription>
          Import them from {provider}, or add them here. A team with history can only be renamed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={teams}
          loadingLabel="Loading teams"
          skeleton={<Skeleton height="6rem" />}
          errorText={(error) => `Error loading teams: ${errorMessage(error)}`}
          empty="No teams yet"
        >
          {(list) => (
            <TableScroll label="Teams">
              <StackingTable
                heads={
                  <>
                    <StackingHead>Team</StackingHead>
                    <StackingHead>Abbreviation</StackingHead>
                    <StackingHead>Manager</StackingHead>
                    <StackingHead>{teamKeyHead}</StackingHead>
                    <StackingHead label="Actions" />
                  </>
                }
              >
                {list.map((team) => (
                  <StackingRow key={team.id}>
                    <StackingRowHead>{team.name}</StackingRowHead>
                    <StackingCell label="Abbreviation">{team.abbreviation}</StackingCell>
                    <StackingCell label="Manager">{team.displayName}</StackingCell>
                    <StackingCell label={teamKeyHead}>{team.yahooTeamKey ?? '—'}</StackingCell>
                    <StackingCell>
                      <EditTeamDialog team={team} />
                      <RemoveTeamDialog team={team} />
                    </StackingCell>
                  </StackingRow>
                ))}
              </StackingTable>
            </TableScroll>
          )}
        </QueryState>
        <AddTeamForm />
      </CardContent>
    </Card>
  );
}
