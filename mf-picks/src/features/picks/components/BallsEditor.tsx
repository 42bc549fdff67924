// The commissioner's balls for the year, team by team (while the board is unlocked): each
// number checked as typed, the changed teams saved together or not at all.
import type { PingPongBallEntry, Team } from 'shared-contracts';
import { Button, Input, Label } from 'shared-ui';
import { type FormEvent, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useSetBalls } from '../api/ping-pong-balls-api';
import { BALLS_RANGE_MESSAGE, type BallDrafts, ballsSave, storedBalls } from '../model/ball-edits';
import { teamAbbreviation, teamsById } from '../model/pick-labels';
import { cardGrid } from './card-grid';

const Grid = styled.ul`
  ${cardGrid('7rem')}
`;

const Cell = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  & > label {
    margin: 0;
    font-weight: 700;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function BallsEditor({
  year,
  teams,
  balls,
}: {
  year: number;
  teams: readonly Team[];
  balls: readonly PingPongBallEntry[];
}) {
  const stored = useMemo(() => storedBalls(teams, balls), [teams, balls]);
  const byId = useMemo(() => teamsById(teams), [teams]);
  const [drafts, setDrafts] = useState<BallDrafts>(new Map());
  const save = useSetBalls(year);
  const check = ballsSave(year, stored, drafts);
  const invalid = new Set(check.ok ? [] : check.teamIds);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.ok && check.body) save.mutate(check.body, { onSuccess: () => setDrafts(new Map()) });
  };
  return (
    <form onSubmit={submit} aria-label={`Set ${year} ping pong balls`}>
      <Grid>
        {teams.map((team) => {
          const id = `balls-${team.id}`;
          return (
            <Cell key={team.id}>
              <Label htmlFor={id}>{teamAbbreviation(byId, team.id)}</Label>
              <Input
                id={id}
                inputMode="numeric"
                aria-label={`${teamAbbreviation(byId, team.id)} balls`}
                aria-invalid={invalid.has(team.id)}
                value={drafts.get(team.id) ?? String(stored.get(team.id) ?? 0)}
                onChange={(event) => setDrafts(new Map(drafts).set(team.id, event.target.value))}
              />
            </Cell>
          );
        })}
      </Grid>
      {invalid.size > 0 && (
        <Problem role="alert">
          {BALLS_RANGE_MESSAGE}: {[...invalid].map((teamId) => teamAbbreviation(byId, teamId)).join(', ')}
        </Problem>
      )}
      <Row>
        <Button type="submit" disabled={!check.ok || !check.body || save.isPending} aria-busy={save.isPending}>
          Save balls
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => setDrafts(new Map())}
          disabled={drafts.size === 0 || save.isPending}
        >
          Discard ball changes
        </Button>
      </Row>
    </form>
  );
}
