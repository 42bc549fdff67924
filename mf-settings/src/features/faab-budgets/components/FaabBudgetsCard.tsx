// Settings → FAAB budgets: each team's free-agent budget for a season, the dollars a trade's
// FAAB moves. The commissioner gives teams their budgets here; everyone else reads them.
import { useState, type FormEvent } from 'react';
import { errorMessage, useAuth } from 'shared-auth';
import { FAAB_PER_TEAM_MAX, type Team } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  numberOptions,
  QueryState,
  Select,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from 'shared-ui';
import { Field, FieldRow } from '../../../components/form-layout';
import { TableScroll } from '../../../components/TableScroll';
import { useTeams } from '../../../lib/teams-api';
import { useFaabBalances, useSaveFaabBalances } from '../api/faab-api';

export function FaabBudgetsCard() {
  const { league } = useAuth();
  const current = league?.currentSeason ?? new Date().getFullYear();
  const [season, setSeason] = useState(current);
  const teams = useTeams();
  return (
    <Card aria-labelledby="faab-budgets-title">
      <CardHeader>
        <CardTitle id="faab-budgets-title">FAAB budgets</CardTitle>
        <CardDescription>
          Each team&apos;s free-agent budget for a season, in whole dollars: what a trade&apos;s FAAB moves.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Field as="div" style={{ maxWidth: '12rem' }}>
          FAAB season
          <Select
            aria-label="FAAB season"
            value={String(season)}
            onValueChange={(value) => setSeason(Number(value))}
            options={numberOptions([current - 1, current, current + 1])}
          />
        </Field>
        <QueryState
          query={teams}
          loadingLabel="Loading teams"
          skeleton={<Skeleton height="6rem" />}
          errorText={(error) => `Error loading teams: ${errorMessage(error)}`}
          empty="No teams to give FAAB to yet"
        >
          {(list) => <SeasonBudgets season={season} teams={list} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function SeasonBudgets({ season, teams }: { season: number; teams: readonly Team[] }) {
  const balances = useFaabBalances(season);
  return (
    <QueryState
      query={balances}
      loadingLabel="Loading FAAB budgets"
      skeleton={<Skeleton height="6rem" />}
      errorText={(error) => `Error loading FAAB budgets: ${errorMessage(error)}`}
    >
      {(saved) => {
        // A row per team of the teams query, so a team added since the budgets were read shows at $0.
        const amounts = new Map(saved.map((row) => [row.teamId, row.amount]));
        const rows = teams.map((team) => ({ teamId: team.id, name: team.name, amount: amounts.get(team.id) ?? 0 }));
        // Keyed by season and rows: after a save (or a trade) the fields start from what the server holds.
        return <BudgetsForm key={`${season}:${JSON.stringify(rows)}`} season={season} rows={rows} />;
      }}
    </QueryState>
  );
}

type BudgetRow = { teamId: number; name: string; amount: number };

function BudgetsForm({ season, rows }: { season: number; rows: BudgetRow[] }) {
  const { league } = useAuth();
  const canEdit = league?.role === 'commissioner';
  const [amounts, setAmounts] = useState(() => new Map(rows.map((row) => [row.teamId, String(row.amount)])));
  const save = useSaveFaabBalances(season);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A cleared field is sent as no number, so the server refuses it in its own words.
    save.mutate(
      rows.map(({ teamId }) => {
        const typed = (amounts.get(teamId) ?? '').trim();
        return { teamId, amount: typed === '' ? Number.NaN : Number(typed) };
      }),
    );
  };

  return (
    <form onSubmit={submit} aria-label={`FAAB budgets for ${season}`}>
      <TableScroll label={`FAAB by team for ${season}`}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Team</TableHead>
              <TableHead scope="col">FAAB ($)</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ teamId, name, amount }) => {
              return (
                <TableRow key={teamId}>
                  {/* A plain cell, not a row header: the Teams card above already heads a row with each name. */}
                  <TableCell>{name}</TableCell>
                  <TableCell>
                    {canEdit ? (
                      <Input
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={FAAB_PER_TEAM_MAX}
                        step={1}
                        aria-label={`FAAB for ${name}`}
                        value={amounts.get(teamId) ?? ''}
                        onChange={(event) => {
                          const value = event.target.value;
                          setAmounts((current) => new Map(current).set(teamId, value));
                        }}
                      />
                    ) : (
                      `$${amount}`
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
      {canEdit && (
        <FieldRow>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save FAAB budgets'}
          </Button>
        </FieldRow>
      )}
    </form>
  );
}
