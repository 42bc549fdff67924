// A roster as a table: slot label, player (position, NFL team, injury status) and points.
import type { RosterPlayer, WeekScores } from 'shared-contracts';
import { Badge, formatPoints, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';
import styled from 'styled-components';

/** docs/screens/teams.md §4.3: a starter the score sheet has no points for. */
export const NO_SCORE = 'No Score';

export interface LabelledPlayer {
  player: RosterPlayer;
  label: string;
}

const Slot = styled(Badge)`
  min-width: 3.25rem;
  justify-content: center;
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
  width: 4.5rem;
`;

const RightHead = styled(TableHead)`
  text-align: right;
`;

/** The points a player scored; undefined while the score sheet is still on its way. */
function pointsText(player: RosterPlayer, scores: WeekScores | null | undefined): string {
  if (scores === undefined) return '';
  const points = scores?.[String(player.yahoo_player_id)]?.points ?? player.stats?.points;
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
      <TableHeader>
        <TableRow>
          <SlotHead scope="col">Slot</SlotHead>
          <TableHead scope="col">Player</TableHead>
          <RightHead scope="col">Points</RightHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {players.map(({ player, label }) => (
          <TableRow key={player.id}>
            <TableCell>
              <Slot variant={player.isStarting ? 'default' : 'muted'}>{label}</Slot>
            </TableCell>
            <TableCell>
              {player.name} {player.status && <Badge variant="destructive">{player.status}</Badge>}
              <Detail>
                {player.position} · {player.team}
              </Detail>
            </TableCell>
            <Points>{pointsText(player, scores)}</Points>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
