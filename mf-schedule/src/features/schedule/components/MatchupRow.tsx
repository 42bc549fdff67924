// One game of a week: home team, score or 'Upcoming', away team; while unlocked, a handle to
// drag it (mouse, touch or keyboard), and the row is the drop zone `week-{w}-{p}` of its slot.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import type { ScheduleMatchup } from 'shared-contracts';
import { Badge, Button, type SelectOption } from 'shared-ui';
import styled, { css } from 'styled-components';
import { dropZoneId } from '../model/drop-zone';
import type { TeamSide } from '../model/team-change';
import { MatchupCentre } from './MatchupCentre';
import { TeamCell } from './TeamCell';

/** Where a drop on this row would put the dragged game: above it, below it, or nowhere new. */
export type DropIndicator = 'before' | 'after' | null;

export const rowLabel = (matchup: Pick<ScheduleMatchup, 'weekNumber' | 'position'>) =>
  `Week ${matchup.weekNumber} game ${matchup.position}`;
export const draggableId = (id: number) => `matchup-${id}`;

const indicatorLine = (edge: 'top' | 'bottom') => css`
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    ${edge}: -2px;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.ring};
  }
`;

const Row = styled.li<{ $dragging: boolean; $indicator: DropIndicator }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) 11rem minmax(0, 1fr);
  grid-template-areas: 'handle home centre away' 'flags flags flags flags';
  align-items: center;
  column-gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
  }
  opacity: ${({ $dragging }) => ($dragging ? 0.4 : 1)};
  ${({ $indicator }) => $indicator === 'before' && indicatorLine('top')}
  ${({ $indicator }) => $indicator === 'after' && indicatorLine('bottom')}

  @media (max-width: 720px) {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'handle home' 'handle centre' 'handle away' 'flags flags';
    row-gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Centre = styled(Area)`
  display: flex;
  justify-content: center;
  @media (max-width: 720px) {
    justify-content: flex-start;
  }
`;

const Flags = styled(Area)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  &:empty {
    display: none;
  }
  margin-top: ${({ theme }) => theme.spacing.xs};
`;

const Handle = styled(Button)`
  grid-area: handle;
  cursor: grab;
  /* A finger on the handle long-presses to drag instead of scrolling the page. */
  touch-action: none;
`;

function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      {[3, 8, 13].flatMap((y) => [5, 11].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
    </svg>
  );
}

export interface MatchupRowProps {
  matchup: ScheduleMatchup;
  /** The commissioner's view: dropdowns (disabled while locked) instead of names. */
  commissioner: boolean;
  /** Unlocked: the row can be dragged and dropped on, and its dropdowns change teams. */
  editable: boolean;
  teamOptions: readonly SelectOption[];
  /** Abbreviations of this game's teams that play twice this week. */
  doubleBooked: readonly string[];
  dragging: boolean;
  indicator: DropIndicator;
  onChangeTeam: (id: number, side: TeamSide, value: string) => void;
}

export const MatchupRow = memo(function MatchupRow({
  matchup,
  commissioner,
  editable,
  teamOptions,
  doubleBooked,
  dragging,
  indicator,
  onChangeTeam,
}: MatchupRowProps) {
  const slot = { weekNumber: matchup.weekNumber, position: matchup.position };
  const draggable = useDraggable({
    id: draggableId(matchup.id),
    data: { matchupId: matchup.id, slot },
    disabled: !editable,
  });
  const droppable = useDroppable({ id: dropZoneId(slot), disabled: !editable });
  const label = rowLabel(matchup);
  const editor = (side: TeamSide) =>
    commissioner
      ? {
          options: teamOptions,
          disabled: !editable,
          onChange: (value: string) => onChangeTeam(matchup.id, side, value),
        }
      : null;

  return (
    <Row
      ref={(node) => {
        draggable.setNodeRef(node);
        droppable.setNodeRef(node);
      }}
      $dragging={dragging}
      $indicator={indicator}
      data-matchup-id={matchup.id}
      data-drop-zone={dropZoneId(slot)}
    >
      {editable && (
        <Handle
          ref={draggable.setActivatorNodeRef}
          variant="ghost"
          size="icon"
          aria-label={`Move ${label}: ${matchup.homeTeam.abbreviation} vs ${matchup.awayTeam.abbreviation}`}
          {...draggable.attributes}
          {...draggable.listeners}
        >
          <GripIcon />
        </Handle>
      )}
      <Area $area="home">
        <TeamCell matchup={matchup} side="home" rowLabel={label} editor={editor('home')} />
      </Area>
      <Centre $area="centre">
        <MatchupCentre matchup={matchup} />
      </Centre>
      <Area $area="away">
        <TeamCell matchup={matchup} side="away" rowLabel={label} editor={editor('away')} />
      </Area>
      <Flags $area="flags">
        {doubleBooked.map((abbreviation) => (
          <Badge key={abbreviation} variant="warning">{`${abbreviation} plays twice this week`}</Badge>
        ))}
      </Flags>
    </Row>
  );
});
