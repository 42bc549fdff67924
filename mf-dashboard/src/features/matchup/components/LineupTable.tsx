// One team's starters or bench as a table: the slot, the player (position and NFL team below
// the name, so three columns fit a 375 px phone: docs/screens/matchup.md §2) and his points.
import type { LineupPlayer } from 'shared-contracts';
import { Badge, formatPoints, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';
import styled from 'styled-components';

/** docs/screens/matchup.md §3: a player the provider sent no points for. */
export const NO_SCORE = 'No Score';

const Slot = styled(Badge)`
  min-width: 3rem;
  justify-content: center;
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Points = styled(TableCell)`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const SlotHead = styled(TableHead)`
  width: 4rem;
`;

const RightHead = styled(TableHead)`
  text-align: right;
`;

export function LineupTable({
  label,
  players,
  bench = false,
}: {
  label: string;
  players: readonly LineupPlayer[];
  bench?: boolean;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <SlotHead scope="col">Slot</SlotHead>
          <TableHead scope="col">Player</TableHead>
          <RightHead scope="col">Points</RightHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {players.map((player, index) => (
          <TableRow key={`${index}-${player.name}`}>
            <TableCell>
              <Slot variant={bench ? 'muted' : 'default'}>{player.slot}</Slot>
            </TableCell>
            <TableCell>
              <Name>{player.name}</Name>
              <Detail>{[player.position, player.nflTeam].filter(Boolean).join(' · ')}</Detail>
            </TableCell>
            <Points>{player.points === null ? NO_SCORE : formatPoints(player.points)}</Points>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
