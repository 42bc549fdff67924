// One team's starters or bench as a table: the slot, the player (position and NFL team below
// the name, so three columns fit a 375 px phone: docs/screens/matchup.md §2) and his points.
import type { LineupPlayer } from 'shared-contracts';
import { formatPoints, Table, TableBody, TableCell, TableRow } from 'shared-ui';
import styled from 'styled-components';
import { NO_SCORE, PlayerDetail, PlayerTableHeader, PointsCell, SlotBadge } from '../../../components/player-table';

const Name = styled.span`
  overflow-wrap: anywhere;
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
      <PlayerTableHeader />
      <TableBody>
        {players.map((player, index) => (
          <TableRow key={`${index}-${player.name}`}>
            <TableCell>
              <SlotBadge variant={bench ? 'muted' : 'default'}>{player.slot}</SlotBadge>
            </TableCell>
            <TableCell>
              <Name>{player.name}</Name>
              <PlayerDetail>{[player.position, player.nflTeam].filter(Boolean).join(' · ')}</PlayerDetail>
            </TableCell>
            <PointsCell>{player.points === null ? NO_SCORE : formatPoints(player.points)}</PointsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
