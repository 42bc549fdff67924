// The parts a table of players by slot is drawn with, shared by Teams' rosters and a game's
// lineups so the two read alike: a slot badge, the player with his position and NFL team on a
// line below (three columns fit a 375 px phone), and right-aligned points.
import { Badge, TableCell, TableHead, TableHeader, TableRow } from 'shared-ui';
import styled from 'styled-components';

/** A player the provider sent no points for (docs/screens/teams.md §4.3, docs/screens/matchup.md §3). */
export const NO_SCORE = 'No Score';

export const SlotBadge = styled(Badge)`
  min-width: 3.25rem;
  justify-content: center;
`;

export const PlayerDetail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const PointsCell = styled(TableCell)`
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

/** The header row: Slot, Player, Points. */
export function PlayerTableHeader() {
  return (
    <TableHeader>
      <TableRow>
        <SlotHead scope="col">Slot</SlotHead>
        <TableHead scope="col">Player</TableHead>
        <RightHead scope="col">Points</RightHead>
      </TableRow>
    </TableHeader>
  );
}
