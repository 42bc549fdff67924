// Settings → Teams (commissioner): the league's teams with their abbreviation, manager and
// provider team key (Yahoo's or Sleeper's); add, edit and remove them by hand.
import { errorMessage } from 'shared-auth';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  QueryState,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from 'shared-ui';
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
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Team</TableHead>
                    <TableHead scope="col">Abbreviation</TableHead>
                    <TableHead scope="col">Manager</TableHead>
                    <TableHead scope="col">{status.data ? `${provider} team` : 'Provider team'}</TableHead>
                    <TableHead scope="col" aria-label="Actions" />
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((team) => (
                    <TableRow key={team.id}>
                      <TableHead scope="row">{team.name}</TableHead>
                      <TableCell>{team.abbreviation}</TableCell>
                      <TableCell>{team.displayName}</TableCell>
                      <TableCell>{team.yahooTeamKey ?? '—'}</TableCell>
                      <TableCell>
                        <EditTeamDialog team={team} />
                        <RemoveTeamDialog team={team} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
          )}
        </QueryState>
        <AddTeamForm />
      </CardContent>
    </Card>
  );
}
