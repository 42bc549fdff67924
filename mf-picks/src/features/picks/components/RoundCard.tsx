// One round of the draft: a 'Round N' card whose pick tiles can be dragged into a new order.
// Each round has a drag context of its own, so a pick can never be dropped into another round
// (docs/screens/picks.md §4.2: dragging across rounds is not supported).
import { type Announcements, closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { DraftPick } from 'shared-contracts';
import { Card, CardContent, CardHeader, CardTitle, type SelectOption } from 'shared-ui';
import styled from 'styled-components';
import { useDragSensors } from '../hooks/useDragSensors';
import type { TeamsById } from '../model/pick-labels';
import { cardGrid } from './card-grid';
import { PickTile, pickName } from './PickTile';

export interface RoundCardProps {
  round: number;
  /** The round's picks in draft order, unsaved edits included. */
  picks: readonly DraftPick[];
  teams: TeamsById;
  teamOptions: readonly SelectOption[];
  editable: boolean;
  unsavedIds: ReadonlySet<number>;
  /** A pick dropped on another's place (`overId`), or outside the round (null). */
  onDrop: (round: number, activeId: number, overId: number | null) => void;
  onTeamChange: (pickId: number, teamValue: string) => void;
  onLockChange: (pick: DraftPick, locked: boolean) => void;
  lockBusy: boolean;
}

/** Unlocked, a tile holds a handle, a dropdown and a lock button: it needs more room. */
const TileGrid = styled.ol<{ $editable: boolean }>`
  ${({ $editable }) => cardGrid($editable ? '15rem' : '12.5rem')}
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** What a screen reader hears while a pick is moved: picks by name, places by number. */
function announcements(picks: readonly DraftPick[], teams: TeamsById): Announcements {
  const nameOf = (id: UniqueIdentifier) => {
    const pick = picks.find((candidate) => candidate.id === id);
    return pick ? pickName(teams, pick) : 'The pick';
  };
  const placeOf = (id: UniqueIdentifier) => `place ${picks.findIndex((pick) => pick.id === id) + 1} of ${picks.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${placeOf(over.id)}.` : `${nameOf(active.id)} is outside the round.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was dropped on ${placeOf(over.id)}.`
        : `${nameOf(active.id)} was dropped outside the round and did not move.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

export function RoundCard({
  round,
  picks,
  teams,
  teamOptions,
  editable,
  unsavedIds,
  onDrop,
  onTeamChange,
  onLockChange,
  lockBusy,
}: RoundCardProps) {
  const sensors = useDragSensors();
  const titleId = `round-${round}-title`;

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!editable) return;
    onDrop(round, Number(active.id), over ? Number(over.id) : null);
  };

  return (
    <Card aria-labelledby={titleId} data-round={round}>
      <CardHeader>
        <CardTitle id={titleId}>Round {round}</CardTitle>
      </CardHeader>
      <CardContent>
        {picks.length === 0 ? (
          <Empty>No picks in this round.</Empty>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={handleDragEnd}
            accessibility={{ announcements: announcements(picks, teams) }}
          >
            <SortableContext items={picks.map((pick) => pick.id)} strategy={rectSortingStrategy} disabled={!editable}>
              <TileGrid aria-label={`Round ${round} picks`} $editable={editable}>
                {picks.map((pick) => (
                  <PickTile
                    key={pick.id}
                    pick={pick}
                    teams={teams}
                    teamOptions={teamOptions}
                    editable={editable}
                    unsaved={unsavedIds.has(pick.id)}
                    onTeamChange={onTeamChange}
                    onLockChange={onLockChange}
                    lockBusy={lockBusy}
                  />
                ))}
              </TileGrid>
            </SortableContext>
          </DndContext>
        )}
      </CardContent>
    </Card>
  );
}
