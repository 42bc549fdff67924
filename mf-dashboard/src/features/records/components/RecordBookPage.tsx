// The Record Book (/records, docs/screens/records.md): the league's titles, champions by
// season, records with who holds them, one team's seasons and its record against another.
// The chosen team and opponent live in the URL query (?team=&opponent=), so a head-to-head
// can be shared and Back restores it.
import type { ReactNode } from 'react';
import { errorMessage } from 'shared-auth';
import type { RecordBook } from 'shared-contracts/record-book';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatPoints,
  Label,
  PageHeading,
  QueryState,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useNumberSearchParam,
} from 'shared-ui';
import styled from 'styled-components';
import { PanelSkeleton } from '../../../components/panel-states';
import { useRecordBook } from '../api/records-api';
import { PlayoffFormatCard } from './PlayoffFormatCard';
import {
  FINISH_LABELS,
  headToHeadSentence,
  mostTitlesSentence,
  NO_FINISHED_SEASONS,
  record,
  recordLines,
} from './record-words';

// One column no wider than the screen: a grid item would otherwise grow to its widest table.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
`;
/** A table wider than a phone scrolls inside its card; focusable so the keyboard can scroll it. */
const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;
const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-weight: 600;
`;
const Records = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  flex: 1 1 12rem;
  min-width: 0;
`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll tabIndex={0} role="group" aria-label={label}>
      <Table aria-label={label}>{children}</Table>
    </Scroll>
  );
}

function Titles({ book }: { book: RecordBook }) {
  return (
    <Section id="records-titles" title="Titles">
      <Lead>{mostTitlesSentence(book.titles)}</Lead>
      {book.titles.length > 0 && (
        <ScrollingTable label="Titles by team">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Team</TableHead>
              <TableHead scope="col">Titles</TableHead>
              <TableHead scope="col">Regular-season wins</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {book.titles.map((row) => (
              <TableRow key={row.team.id}>
                <TableCell>{row.team.name}</TableCell>
                <TableCell>{row.titles}</TableCell>
                <TableCell>{row.regularSeasonWins}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      )}
    </Section>
  );
}

function Champions({ book }: { book: RecordBook }) {
  return (
    <Section id="records-seasons" title="Champions by season">
      {book.seasons.length === 0 ? (
        <p>{NO_FINISHED_SEASONS}.</p>
      ) : (
        <ScrollingTable label="Champions by season">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Season</TableHead>
              <TableHead scope="col">Champion</TableHead>
              <TableHead scope="col">Runner-up</TableHead>
              <TableHead scope="col">Regular-season winner</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...book.seasons].reverse().map((season) => (
              <TableRow key={season.season}>
                <TableHead scope="row">{season.season}</TableHead>
                <TableCell>{season.champion?.name ?? 'No final played'}</TableCell>
                <TableCell>{season.runnerUp?.name ?? '—'}</TableCell>
                <TableCell>{season.regularSeasonWinner.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      )}
    </Section>
  );
}

function LeagueRecordList({ book }: { book: RecordBook }) {
  const lines = recordLines(book.records);
  return (
    <Section id="records-records" title="Records">
      {lines.length === 0 ? (
        <p>No games played yet.</p>
      ) : (
        <Records>
          {lines.map((line) => (
            <div key={line.name}>
              <dt>{line.name}</dt>
              <dd>
                {line.holder}: {line.mark}
              </dd>
            </div>
          ))}
        </Records>
      )}
    </Section>
  );
}

function TeamPages({ book }: { book: RecordBook }) {
  const teams = book.teams.filter((row) => row.seasons.length > 0);
  const ids = teams.map((row) => row.team.id);
  const [teamParam, setTeam] = useNumberSearchParam('team', ids[0] ?? 0, ids);
  const teamId = ids.includes(teamParam) ? teamParam : (ids[0] ?? 0);
  const others = ids.filter((id) => id !== teamId);
  const [opponentParam, setOpponent] = useNumberSearchParam('opponent', others[0] ?? 0, others);
  const opponentId = others.includes(opponentParam) ? opponentParam : (others[0] ?? 0);
  const team = teams.find((row) => row.team.id === teamId);
  const opponent = teams.find((row) => row.team.id === opponentId);
  if (!team) return null;
  const options = (list: typeof teams) => list.map((row) => ({ value: String(row.team.id), label: row.team.name }));
  const meeting = book.headToHead.find((row) => row.teamId === teamId && row.opponentId === opponentId);

  return (
    <Section id="records-team" title="Team history and head-to-head">
      <Pickers>
        <Field>
          <Label htmlFor="records-team-choice">Team</Label>
          <Select
            id="records-team-choice"
            aria-label="Team"
            value={String(teamId)}
            onValueChange={(value) => setTeam(Number(value))}
            options={options(teams)}
          />
        </Field>
        {opponent && (
          <Field>
            <Label htmlFor="records-opponent-choice">Against</Label>
            <Select
              id="records-opponent-choice"
              aria-label="Against"
              value={String(opponentId)}
              onValueChange={(value) => setOpponent(Number(value))}
              options={options(teams.filter((row) => row.team.id !== teamId))}
            />
          </Field>
        )}
      </Pickers>
      {opponent && (
        <Lead data-testid="head-to-head">{headToHeadSentence(meeting, team.team.name, opponent.team.name)}</Lead>
      )}
      <ScrollingTable label={`${team.team.name} by season`}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Season</TableHead>
            <TableHead scope="col">Record</TableHead>
            <TableHead scope="col">Rank</TableHead>
            <TableHead scope="col">Points</TableHead>
            <TableHead scope="col">Finish</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...team.seasons].reverse().map((season) => (
            <TableRow key={season.season}>
              <TableHead scope="row">{season.season}</TableHead>
              <TableCell>{record(season)}</TableCell>
              <TableCell>{season.rank}</TableCell>
              <TableCell>{formatPoints(season.pointsFor)}</TableCell>
              <TableCell>{FINISH_LABELS[season.finish]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollingTable>
    </Section>
  );
}

export function RecordBookPage() {
  const book = useRecordBook();
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Record Book</PageHeading>
      <QueryState
        query={book}
        loadingLabel="Loading the record book"
        skeleton={<PanelSkeleton count={4} height="6rem" />}
        errorTitle="Could not load the record book"
        errorText={errorMessage}
        empty={`${NO_FINISHED_SEASONS}.`}
        isEmpty={(data) => data.seasons.length === 0 && data.records.highestWeek === null}
      >
        {(data) => (
          <Stack>
            <Titles book={data} />
            <Champions book={data} />
            <LeagueRecordList book={data} />
            <TeamPages book={data} />
            <PlayoffFormatCard format={data.format} />
          </Stack>
        )}
      </QueryState>
    </section>
  );
}
