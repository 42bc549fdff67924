// 'Test Roster Fetch': fetch one provider team's roster for a week (1 to 17) and show it.
import { useState, type FormEvent } from 'react';
import type { ProviderTeam } from 'shared-contracts/provider-setup';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input, Select } from 'shared-ui';
import styled from 'styled-components';
import { useRosterTest } from '../api/provider-api';
import type { Log } from '../hooks/useDebugLog';
import { Field, FieldRow, Muted } from '../../../components/form-layout';

/** docs/screens/settings.md §4.3: the roster test week accepts 1 to 17. */
export const ROSTER_TEST_WEEKS = { min: 1, max: 17 } as const;

const List = styled.ul`
  margin: ${({ theme }) => theme.spacing.md} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: center;
    padding: 0.25rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export function RosterTestCard({ teams, log }: { teams: ProviderTeam[] | undefined; log: Log }) {
  const [teamKey, setTeamKey] = useState('');
  const [week, setWeek] = useState('1');
  const test = useRosterTest(log);
  const roster = test.data;
  const weekNumber = Number(week);
  const weekValid =
    Number.isInteger(weekNumber) && weekNumber >= ROSTER_TEST_WEEKS.min && weekNumber <= ROSTER_TEST_WEEKS.max;

  const getRoster = (event: FormEvent) => {
    event.preventDefault();
    test.mutate({ teamKey, week: weekNumber });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Test Roster Fetch</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={getRoster} aria-label="Test roster fetch">
          <FieldRow>
            <Field as="div">
              Team
              <Select
                aria-label="Roster team"
                placeholder="Choose a team"
                value={teamKey}
                onValueChange={setTeamKey}
                options={(teams ?? []).map((team) => ({ value: team.team_key, label: team.name }))}
              />
            </Field>
            <Field>
              Week
              <Input
                type="number"
                min={ROSTER_TEST_WEEKS.min}
                max={ROSTER_TEST_WEEKS.max}
                value={week}
                onChange={(event) => setWeek(event.target.value)}
              />
            </Field>
            <Button type="submit" disabled={!teamKey || !weekValid || test.isPending}>
              {test.isPending ? 'Loading...' : 'Get Roster'}
            </Button>
          </FieldRow>
        </form>
        {roster && roster.length === 0 && <Muted>No roster data available for this week</Muted>}
        {roster && roster.length > 0 && (
          <List aria-label="Roster">
            {roster.map((player) => (
              <li key={player.id}>
                <Badge variant={player.isStarting ? 'default' : 'muted'}>{player.slot}</Badge>
                <span>{player.name}</span>
                <Muted as="span">
                  {player.position} · {player.team}
                </Muted>
                {player.status && <Badge variant="destructive">{player.status}</Badge>}
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
