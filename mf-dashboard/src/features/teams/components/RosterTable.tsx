// A roster as a table: slot label, player (position, NFL team, injury status) and points.
import type { RosterPlayer, WeekScores } from 'shared-contracts';
import { Badge, formatPoints, Table, TableBody, TableCell, TableRow } from 'shared-ui';
import { NO_SCORE, PlayerDetail, PlayerTableHeader, PointsCell, SlotBadge } from '../../../components/player-table';

export interface LabelledPlayer {
  player: RosterPlayer;
  label: string;
}

/** The points a player scored; undefined while the score sheet is still on its way. */
function pointsText(player: RosterPlayer, scores: WeekScores | null | undefined): string {
  if (scores === undefined) return '';
  const points = scores?.[String(player.providerPlayerId)]?.points ?? player.stats?.points;
  if (points !== undefined) return formatPoints(points);
  return player.isStarting ? NO_SCORE : '-';
}

export interface RosterTableProps {
  caption: string;
  players: readonly LabelledPlayer[];
  /** The week's score sheet; undefined while it loads, null when it failed. */
  scores: WeekScores | null | undefined;
}

export function RosterTable({ caption, players, scores }: RosterTableProps) {
  return (
    <Table aria-label={caption}>
      <PlayerTableHeader />
      <TableBody>
        {players.map(({ player, label }) => (
          <TableRow key={player.id}>
            <TableCell>
              <SlotBadge variant={player.isStarting ? 'default' : 'muted'}>{label}</SlotBadge>
            </TableCell>
            <TableCell>
              {player.name} {player.status && <Badge variant="destructive">{player.status}</Badge>}
              <PlayerDetail>
                {player.position} · {player.team}
              </PlayerDetail>
            </TableCell>
            <PointsCell>{pointsText(player, scores)}</PointsCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
