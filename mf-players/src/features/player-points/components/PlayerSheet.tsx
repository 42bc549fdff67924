// A member's sheet of one player (docs/screens/players.md §2, §4.8): opened from his name, it
// shows what the book holds of him and his points week by week. The commissioner opens the
// edit dialog from a name instead, which shows the same weekly points under its form.
import { useState } from 'react';
import type { Player } from 'shared-contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from 'shared-ui';
import styled from 'styled-components';
import { amountText, pointsText, yesNo } from '../../../lib/figures';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { WeeklyPoints } from './WeeklyPoints';

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

function PlayerDetails({ player }: { player: Player }) {
  const details: Array<[string, string]> = [
    ['Pts', pointsText(player.seasonPoints)],
    ['Last Wk', pointsText(player.lastWeekPoints)],
    ['Auction $', amountText(player.auctionPrice)],
    ['Buffer', amountText(player.buffer)],
    ['Prev Year $', amountText(player.previousYearValue)],
    ['Years Kept', String(player.yearsKept)],
    ['Current $', amountText(player.currentYearValue)],
    ['Drafted round', player.draftRound === null ? 'Not drafted' : String(player.draftRound)],
    ['Keeper', yesNo(player.isKeeper)],
    ['Rookie', yesNo(player.isRookie)],
  ];
  return (
    <Details aria-label={`${player.name}'s details`}>
      {details.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Details>
  );
}

export interface PlayerSheetProps {
  /** The player shown; null closes the sheet. */
  player: Player | null;
  onClose: () => void;
}

export function PlayerSheet({ player: opened, onClose }: PlayerSheetProps) {
  // The last player opened stays drawn while the sheet closes: Radix closes it as its own (and
  // gives focus back to his name) rather than losing its content from under it.
  const [player, setPlayer] = useState(opened);
  if (opened && opened !== player) setPlayer(opened);
  const returnFocus = useReturnFocus(opened !== null);
  return (
    <Dialog open={opened !== null} onOpenChange={(open) => !open && onClose()}>
      {player && (
        <DialogContent style={{ width: 'min(36rem, calc(100vw - 2rem))' }} onCloseAutoFocus={returnFocus}>
          <DialogHeader>
            <DialogTitle>{player.name}</DialogTitle>
            <DialogDescription>
              {player.year} book · {player.position} · {player.nflTeam} · {player.teamName ?? 'Free Agent'}
            </DialogDescription>
          </DialogHeader>
          <PlayerDetails player={player} />
          <WeeklyPoints key={player.id} player={player} />
        </DialogContent>
      )}
    </Dialog>
  );
}
