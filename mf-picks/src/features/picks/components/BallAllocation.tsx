// Balls from last season's standings: the commissioner lists the balls for each place, worst
// team first ('14, 13, 12'), previews what every team would get, then applies it (every team's
// balls for the year, at once). Changing the list drops the preview, so what is applied is
// always what was shown.
import type { Team } from 'shared-contracts';
import { Button, Input, Label, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';
import { type FormEvent, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useApplyAllocation, usePreviewAllocation } from '../api/ping-pong-balls-api';
import { parsePlaces } from '../model/ball-edits';
import { teamAbbreviation, teamsById } from '../model/pick-labels';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
  & > div {
    flex: 1 1 14rem;
    display: grid;
    gap: ${({ theme }) => theme.spacing.xs};
  }
  & label {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Problem = styled(Note)`
  color: ${({ theme }) => theme.colors.errorText};
`;

export const PLACES_MESSAGE = 'List whole numbers from 1 to 100, worst team first, such as 14, 13, 12';

export function BallAllocation({ year, teams }: { year: number; teams: readonly Team[] }) {
  const byId = useMemo(() => teamsById(teams), [teams]);
  const [text, setText] = useState('');
  const preview = usePreviewAllocation();
  const apply = useApplyAllocation(year);
  const quantities = parsePlaces(text);
  const shown =
    preview.data && preview.variables?.year === year && preview.variables.quantities.join(',') === quantities?.join(',')
      ? preview.data
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quantities) preview.mutate({ year, quantities });
  };
  return (
    <Box aria-labelledby="ball-allocation-title">
      <Title id="ball-allocation-title">Allocate from {year - 1} standings</Title>
      <Form onSubmit={submit} aria-label="Preview an allocation">
        <div>
          <Label htmlFor="ball-places">Balls by place, worst team first</Label>
          <Input
            id="ball-places"
            value={text}
            placeholder="14, 13, 12, 11, 10, 9"
            aria-invalid={text.trim() !== '' && quantities === null}
            aria-describedby="ball-places-help"
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={quantities === null || preview.isPending}
          aria-busy={preview.isPending}
        >
          Preview allocation
        </Button>
      </Form>
      {text.trim() !== '' && quantities === null ? (
        <Problem id="ball-places-help" role="alert">
          {PLACES_MESSAGE}
        </Problem>
      ) : (
        <Note id="ball-places-help">
          Teams past the list get no balls. The preview changes nothing until you apply it.
        </Note>
      )}
      {shown && (
        <>
          <Table aria-label="Allocation preview">
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Place (worst first)</TableHead>
                <TableHead scope="col">Team</TableHead>
                <TableHead scope="col">{shown.standingsSeason} record</TableHead>
                <TableHead scope="col">Balls</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.rows.map((row) => (
                <TableRow key={row.teamId}>
                  <TableCell>{row.place}</TableCell>
                  <TableCell>{teamAbbreviation(byId, row.teamId)}</TableCell>
                  <TableCell>
                    {row.wins}-{row.losses}
                    {row.ties > 0 ? `-${row.ties}` : ''}
                  </TableCell>
                  <TableCell>{row.quantity}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div>
            <Button
              onClick={() =>
                apply.mutate({
                  year,
                  quantities: shown.rows.filter((row) => row.quantity > 0).map((row) => row.quantity),
                })
              }
              disabled={apply.isPending}
              aria-busy={apply.isPending}
            >
              Apply allocation
            </Button>
          </div>
        </>
      )}
    </Box>
  );
}
