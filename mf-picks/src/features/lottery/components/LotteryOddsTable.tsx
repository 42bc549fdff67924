// The odds table: each team's exact chance of each pick of round 1 (computed by the server
// with the shared dynamic programme, never simulated). Wide leagues scroll sideways.
import type { LotteryView } from 'shared-contracts/lottery';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';
import styled from 'styled-components';
import { formatChance } from '../model/odds-format';
import { Muted, Section, SectionTitle } from './styles';

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Number = styled(TableCell)`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export function LotteryOddsTable({
  odds,
  teamName,
  drawn,
}: {
  odds: LotteryView['odds'];
  teamName: (teamId: number) => string;
  drawn: boolean;
}) {
  if (odds.length === 0) return <Muted>No teams to order.</Muted>;
  const picks = odds[0]?.chances.length ?? 0;
  return (
    <Section aria-labelledby="lottery-odds-title">
      <SectionTitle id="lottery-odds-title">Odds</SectionTitle>
      <Muted>
        {drawn ? 'The exact chances the draw was run with.' : 'Exact chances of each round-1 pick.'} Teams without ping
        pong balls follow the lottery in last season&apos;s standings, worst first.
      </Muted>
      {/* A keyboard reaches the sideways scroll: the region takes focus. */}
      <Scroll role="region" aria-labelledby="lottery-odds-title" tabIndex={0}>
        <Table aria-label="Chance of each pick by team">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Team</TableHead>
              <TableHead scope="col">Balls</TableHead>
              {Array.from({ length: picks }, (_, index) => (
                <TableHead scope="col" key={index}>
                  Pick {index + 1}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {odds.map((row) => (
              <TableRow key={row.teamId} data-team-id={row.teamId}>
                <TableHead scope="row">{teamName(row.teamId)}</TableHead>
                <Number>{row.balls}</Number>
                {row.chances.map((chance, index) => (
                  <Number key={index}>{formatChance(chance)}</Number>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Scroll>
    </Section>
  );
}
