// Following a Sleeper league (commissioner): by its id ('Sleeper league id', checked as typed
// with the contract's rule), or by finding a Sleeper user's leagues of a season and picking
// one. Sleeper's API is public: no authorization step, the league is followed at once.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from 'shared-auth';
import { sleeperLeagueId } from 'shared-contracts';
import { sleeperLeaguesQuery, type ProviderLeague } from 'shared-contracts/provider-setup';
import { Badge, Button, Input, QueryState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { Field, FieldError, FieldRow, Muted } from '../../../components/form-layout';
import { useSleeperLeagues } from '../api/provider-choice-api';

const Leagues = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.div`
  margin-top: ${({ theme }) => theme.spacing.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The first problem the contract finds in a value, else null. */
function problemOf(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'is not valid');
}

export function SleeperLeagueForm({
  busy,
  onFollow,
  focusOnMount = false,
}: {
  busy: boolean;
  onFollow: (leagueId: string) => void;
  /** Set when the commissioner came here by 'Switch to Sleeper': the id field takes focus. */
  focusOnMount?: boolean;
}) {
  const [leagueId, setLeagueId] = useState('');
  const [idTouched, setIdTouched] = useState(false);
  const [username, setUsername] = useState('');
  const [season, setSeason] = useState('');
  const [searchProblem, setSearchProblem] = useState<string | null>(null);
  const [search, setSearch] = useState<{ username: string; season?: number } | null>(null);
  const leagues = useSleeperLeagues(search?.username ?? null, search?.season);
  const idField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnMount) idField.current?.focus();
  }, [focusOnMount]);

  const parsedId = sleeperLeagueId.safeParse(leagueId);
  const idProblem = idTouched ? problemOf(parsedId) : null;

  const follow = (event: FormEvent) => {
    event.preventDefault();
    setIdTouched(true);
    if (parsedId.success) onFollow(parsedId.data);
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sleeperLeaguesQuery.safeParse(season.trim() ? { username, season: season.trim() } : { username });
    setSearchProblem(problemOf(parsed));
    if (parsed.success)
      setSearch(
        parsed.data.season === undefined
          ? { username: parsed.data.username }
          : { username: parsed.data.username, season: parsed.data.season },
      );
  };

  return (
    <>
      <form onSubmit={follow} aria-label="Follow a Sleeper league">
        <FieldRow>
          <Field>
            Sleeper league id
            <Input
              ref={idField}
              value={leagueId}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={idProblem !== null}
              aria-describedby={idProblem ? 'sleeper-league-id-problem' : undefined}
              onChange={(event) => setLeagueId(event.target.value)}
              onBlur={() => setIdTouched(leagueId !== '')}
            />
          </Field>
          <Button type="submit" disabled={busy}>
            Follow league
          </Button>
        </FieldRow>
        {idProblem && <FieldError id="sleeper-league-id-problem">League id {idProblem}</FieldError>}
        <Muted>The digits at the end of the league's address on sleeper.com.</Muted>
      </form>

      <Section>
        <h3>Find my leagues</h3>
        <form onSubmit={find} aria-label="Find my Sleeper leagues">
          <FieldRow>
            <Field>
              Sleeper username
              <Input
                value={username}
                autoComplete="off"
                aria-invalid={searchProblem !== null}
                aria-describedby={searchProblem ? 'sleeper-search-problem' : undefined}
                onChange={(event) => setUsername(event.target.value)}
              />
            </Field>
            <Field>
              Season
              <Input
                type="number"
                inputMode="numeric"
                placeholder="This season"
                value={season}
                onChange={(event) => setSeason(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="outline" disabled={busy}>
              Find my leagues
            </Button>
          </FieldRow>
          {searchProblem && <FieldError id="sleeper-search-problem">{searchProblem}</FieldError>}
        </form>
        {search && (
          <QueryState
            query={leagues}
            loadingLabel="Loading Sleeper leagues"
            skeleton={<Skeleton height="3rem" />}
            errorText={(error) => `Error finding Sleeper leagues: ${errorMessage(error)}`}
            empty={`${search.username} has no Sleeper leagues in ${search.season ?? 'this season'}.`}
          >
            {(list) => <LeagueList leagues={list} owner={search.username} busy={busy} onFollow={onFollow} />}
          </QueryState>
        )}
      </Section>
    </>
  );
}

function LeagueList({
  leagues,
  owner,
  busy,
  onFollow,
}: {
  leagues: ProviderLeague[];
  owner: string;
  busy: boolean;
  onFollow: (leagueId: string) => void;
}) {
  return (
    <Leagues aria-label={`Sleeper leagues of ${owner}`}>
      {leagues.map((league) => {
        const label = `${league.name} (${league.season})`;
        return (
          <li key={league.leagueKey}>
            <span>
              {label} · {league.numTeams} teams
            </span>
            {league.isFollowed ? (
              <Badge variant="success">Followed</Badge>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Follow ${label}`}
                onClick={() => onFollow(league.leagueKey)}
              >
                Follow
              </Button>
            )}
          </li>
        );
      })}
    </Leagues>
  );
}
