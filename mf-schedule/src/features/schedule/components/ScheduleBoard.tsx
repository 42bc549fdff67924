// The week cards of a season, and (for the commissioner, unlocked) dragging games between them.
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useCallback, useMemo } from 'react';
import type { ScheduleMatchup, Team } from 'shared-contracts';
import styled from 'styled-components';
import { useScheduleDrag } from '../hooks/useScheduleDrag';
import { doubleBookedTeams } from '../model/double-booking';
import type { Slot } from '../model/drop-zone';
import { slotOrder } from '../model/keyboard-slots';
import { landingSlot } from '../model/move-matchup';
import type { ScheduleWeek } from '../model/schedule-weeks';
import type { TeamSide } from '../model/team-change';
import { DragPreview } from './DragPreview';
import { MatchupRow, type DropIndicator } from './MatchupRow';
import { teamOptions } from './TeamCell';
import { WeekCard } from './WeekCard';

const Weeks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

export interface ScheduleBoardProps {
  /** The whole season (moves renumber across weeks even when one week is shown). */
  matchups: readonly ScheduleMatchup[];
  weeks: readonly ScheduleWeek[];
  teams: readonly Team[] | undefined;
  commissioner: boolean;
  editable: boolean;
  onMove: (id: number, target: Slot) => void;
  onChangeTeam: (id: number, side: TeamSide, value: string) => void;
}

/** Where the line showing the landing place goes: above the row that holds the slot, or below it when moving down its own week. */
function indicatorFor(matchup: ScheduleMatchup, moving: ScheduleMatchup | undefined, over: Slot | null): DropIndicator {
  if (
    !moving ||
    !over ||
    over.weekNumber !== matchup.weekNumber ||
    over.position !== matchup.position ||
    moving.id === matchup.id
  )
    return null;
  return moving.weekNumber === matchup.weekNumber && moving.position < matchup.position ? 'after' : 'before';
}

const NOT_FLAGGED: readonly string[] = [];

/** The abbreviations of the teams each game shares with another game of its week. */
function flaggedAbbreviations(matchups: readonly ScheduleMatchup[]): Map<number, string[]> {
  const byGame = new Map<number, ScheduleMatchup>(matchups.map((matchup) => [matchup.id, matchup]));
  return new Map(
    [...doubleBookedTeams(matchups)].map(([id, teamIds]) => {
      const game = byGame.get(id)!;
      return [id, teamIds.map((teamId) => (teamId === game.homeTeamId ? game.homeTeam : game.awayTeam).abbreviation)];
    }),
  );
}

export function ScheduleBoard({
  matchups,
  weeks,
  teams,
  commissioner,
  editable,
  onMove,
  onChangeTeam,
}: ScheduleBoardProps) {
  const order = useMemo(() => slotOrder(weeks), [weeks]);
  const move = useCallback((id: number, target: Slot) => editable && onMove(id, target), [editable, onMove]);
  const drag = useScheduleDrag({ matchups, slotOrder: order, onMove: move });
  const flagged = useMemo(() => flaggedAbbreviations(matchups), [matchups]);
  // By the teams alone: an edit re-renders the rows it changed, not every row of the season.
  const options = useMemo(() => teamOptions(teams), [teams]);
  const moving = drag.activeId === null ? undefined : matchups.find((matchup) => matchup.id === drag.activeId);

  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={drag.collisionDetection}
      accessibility={drag.accessibility}
      onDragStart={drag.onDragStart}
      onDragOver={drag.onDragOver}
      onDragEnd={drag.onDragEnd}
      onDragCancel={drag.onDragCancel}
    >
      <Weeks>
        {weeks.map((week) => (
          <WeekCard
            key={week.weekNumber}
            week={week}
            editable={editable}
            overEnd={
              !!drag.over && drag.over.weekNumber === week.weekNumber && drag.over.position === week.matchups.length + 1
            }
          >
            {week.matchups.map((matchup) => (
              <MatchupRow
                key={matchup.id}
                matchup={matchup}
                commissioner={commissioner}
                editable={editable}
                teamOptions={options}
                doubleBooked={flagged.get(matchup.id) ?? NOT_FLAGGED}
                dragging={matchup.id === drag.activeId}
                indicator={indicatorFor(matchup, moving, drag.over)}
                onChangeTeam={onChangeTeam}
              />
            ))}
          </WeekCard>
        ))}
      </Weeks>
      <DragOverlay>
        {moving ? (
          <DragPreview matchup={moving} landing={drag.over ? landingSlot(matchups, moving.id, drag.over) : null} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
