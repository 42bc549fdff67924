// The playoff format the record book reads champions with (docs/screens/records.md §5): every
// member reads it; the commissioner changes it here, where its effect shows at once, rather
// than in Settings, where nothing would show what it changed.
import { useEffect, useState } from 'react';
import { errorMessage, useAuth } from 'shared-auth';
import { PLAYOFF_TEAMS_MAX, PLAYOFF_WEEKS_MAX, type PlayoffFormat } from 'shared-contracts/record-book';
import { Button, Card, CardContent, CardHeader, CardTitle, Label, numberOptions, Select } from 'shared-ui';
import styled from 'styled-components';
import { useSavePlayoffFormat } from '../api/records-api';

const Fields = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.md};
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  flex: 1 1 10rem;
  min-width: 0;
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.errorText};
`;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

export function formatSentence(format: PlayoffFormat): string {
  const weeks = format.playoffWeeks === 1 ? 'the last week' : `the last ${format.playoffWeeks} weeks`;
  return `The best ${format.playoffTeams} teams of the regular season play off over ${weeks} of each season${format.isDefault ? ' (the default: the commissioner has not set a format)' : ''}.`;
}

export function PlayoffFormatCard({ format }: { format: PlayoffFormat }) {
  const { league } = useAuth();
  const commissioner = league?.role === 'commissioner';
  const save = useSavePlayoffFormat();
  const [teams, setTeams] = useState(format.playoffTeams);
  const [weeks, setWeeks] = useState(format.playoffWeeks);
  // The saved format read back (after a save, or another commissioner's) is what the fields show.
  useEffect(() => {
    setTeams(format.playoffTeams);
    setWeeks(format.playoffWeeks);
  }, [format.playoffTeams, format.playoffWeeks]);

  return (
    <Card aria-labelledby="records-format-title">
      <CardHeader>
        <CardTitle id="records-format-title">Playoff format</CardTitle>
      </CardHeader>
      <CardContent>
        <p>{formatSentence(format)}</p>
        {commissioner && (
          <Fields
            aria-label="Playoff format"
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate({ playoffTeams: teams, playoffWeeks: weeks });
            }}
          >
            <Field>
              <Label htmlFor="playoff-teams">Teams in the playoffs</Label>
              <Select
                id="playoff-teams"
                aria-label="Teams in the playoffs"
                value={String(teams)}
                onValueChange={(value) => setTeams(Number(value))}
                options={numberOptions(range(2, PLAYOFF_TEAMS_MAX))}
              />
            </Field>
            <Field>
              <Label htmlFor="playoff-weeks">Playoff weeks</Label>
              <Select
                id="playoff-weeks"
                aria-label="Playoff weeks"
                value={String(weeks)}
                onValueChange={(value) => setWeeks(Number(value))}
                options={numberOptions(range(1, PLAYOFF_WEEKS_MAX))}
              />
            </Field>
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save playoff format'}
            </Button>
          </Fields>
        )}
        <p role="status">{save.isSuccess && !save.isPending ? 'Playoff format saved.' : ''}</p>
        {save.isError && <Problem role="alert">Could not save the playoff format: {errorMessage(save.error)}</Problem>}
      </CardContent>
    </Card>
  );
}
