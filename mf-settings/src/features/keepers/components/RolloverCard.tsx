// Settings → Roll over (commissioner): next year's book from this year's. A preview (the
// dry run) lists every change first; the roll-over itself writes them in one transaction,
// and running it again changes nothing.
import { errorMessage } from 'shared-auth';
import type { Team } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from 'shared-ui';
import styled from 'styled-components';
import { FieldRow, Muted } from '../../../components/form-layout';
import { useTeams } from '../../../lib/teams-api';
import { useRollover } from '../api/keeper-rule-api';
import { type RolloverResult } from 'shared-contracts/keepers';

const Scroll = styled.div`
  max-height: 24rem;
  overflow: auto;
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

const FIELD_LABELS: Record<string, string> = {
  position: 'Pos',
  nflTeam: 'NFL Team',
  buffer: 'Buffer',
  teamId: 'Team',
  isRookie: 'Rookie',
  isKeeper: 'Keeper',
  previousYearValue: 'Prev Year $',
  yearsKept: 'Years Kept',
  currentYearValue: 'Current $',
};

const shown = (value: unknown) =>
  value === null ? '—' : value === true ? 'Yes' : value === false ? 'No' : String(value);

/**
 * A field's value as members read it: the roll-over answers a team by its id, which means
 * nothing to them, so the team is named (docs/screens/settings.md §4.7).
 */
function shownField(field: string, value: unknown, teams: readonly Team[] | undefined) {
  if (field !== 'teamId' || typeof value !== 'number') return shown(value);
  if (!teams) return '…';
  return teams.find((team) => team.id === value)?.name ?? 'a removed team';
}

function Changes({ result }: { result: RolloverResult }) {
  const { data: teams } = useTeams();
  const verb = result.dryRun ? 'would be' : 'were';
  return (
    <section aria-label={result.dryRun ? 'Roll-over preview' : 'Roll-over result'}>
      <p role="status">
        {result.dryRun ? 'Preview' : 'Done'}: {result.created} {verb} created, {result.updated} {verb} updated,{' '}
        {result.unchanged} unchanged in the {result.toSeason} book.
      </p>
      {result.changes.length > 0 && (
        // Focusable and named: the keyboard scrolls a long list of changes too.
        <Scroll role="region" aria-label="Changes" tabIndex={0}>
          <Table aria-label={`Changes to the ${result.toSeason} book`}>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Player</TableHead>
                <TableHead scope="col">Change</TableHead>
                <TableHead scope="col">Fields</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.changes.map((change) => (
                <TableRow key={`${change.kind}:${change.name}`}>
                  <TableCell>{change.name}</TableCell>
                  <TableCell>{change.kind === 'create' ? 'New' : 'Update'}</TableCell>
                  <TableCell>
                    {change.fields
                      .map((field) =>
                        change.kind === 'create'
                          ? `${FIELD_LABELS[field.field] ?? field.field} ${shownField(field.field, field.after, teams)}`
                          : `${FIELD_LABELS[field.field] ?? field.field} ${shownField(field.field, field.before, teams)} → ${shownField(field.field, field.after, teams)}`,
                      )
                      .join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Scroll>
      )}
    </section>
  );
}

export function RolloverCard({ season }: { season: number }) {
  const preview = useRollover(season);
  const rollover = useRollover(season);
  const result = rollover.data ?? preview.data;
  const failure = rollover.error ?? preview.error;
  return (
    <Card aria-labelledby="rollover-title">
      <CardHeader>
        <CardTitle id="rollover-title">
          Roll {season} over to {season + 1}
        </CardTitle>
        <CardDescription>
          Next year&apos;s book from this year&apos;s: every player and his team; keepers lose the rookie flag and gain
          a year kept, the rest start at 0; Prev Year $ becomes this year&apos;s cost and Current $ the cost to keep. An
          existing {season + 1} book is updated, never duplicated.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FieldRow>
          <Button
            variant="outline"
            disabled={preview.isPending || rollover.isPending}
            onClick={() => {
              rollover.reset();
              preview.mutate(true);
            }}
          >
            {preview.isPending ? 'Previewing…' : 'Preview roll-over'}
          </Button>
          <Button
            disabled={!preview.data || rollover.isPending || preview.isPending}
            onClick={() => rollover.mutate(false)}
          >
            {rollover.isPending ? 'Rolling over…' : `Roll over to ${season + 1}`}
          </Button>
        </FieldRow>
        {!preview.data && !rollover.data && <Muted>Preview first: it lists every change and writes nothing.</Muted>}
        {failure && <p role="alert">{errorMessage(failure)}</p>}
        {result && <Changes result={result} />}
      </CardContent>
    </Card>
  );
}
