// One round of the draft: a 'Round N' card whose pick tiles can be dragged into a new order.
// Each round has a drag context of its own, so a pick can never be dropped into another round
// (docs/screens/picks.md §4.2: dragging across rounds is not supported). In the compact layout
// the card folds: its title is a button that shows or hides the picks (docs/screens/picks.md §2).
import { type Announcements, closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useState, type ReactNode } from 'react';
import type { DraftPick } from 'shared-contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  type SelectOption,
} from 'shared-ui';
import styled from 'styled-components';
import { useDragSensors } from '../hooks/useDragSensors';
import type { PickKeepers } from '../model/keeper-marks';
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
  /** The keepers on each pick, by pick id (docs/screens/picks.md §4.6). */
  keepers?: ReadonlyMap<number, PickKeepers>;
  /** The compact layout: the card folds, open at first when `defaultOpen`. */
  collapsible?: boolean;
  defaultOpen?: boolean;
}

/** Unlocked, a tile holds a handle, a dropdown and a lock button: it needs more room. */
const TileGrid = styled.ol<{ $editable: boolean }>`
  ${({ $editable }) => cardGrid($editable ? '15rem' : '12.5rem')}
`;

/** The folding card's title: the whole header row is the button. */
const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: 100%;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
  svg {
    margin-left: auto;
    transition: transform 120ms;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
`;

/** The folded card's header keeps the card's padding below it too, so a closed card is not lopsided. */
const FoldingHeader = styled(CardHeader)`
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  & + * > * {
    padding-top: 0;
  }
`;

function Chevron() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m3 6 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const pickCount = (count: number) => `${count} ${count === 1 ? 'pick' : 'picks'}`;

/** A round's card that folds: 'Round N · K picks' is the button, the picks its content. */
function FoldingRound({
  round,
  count,
  defaultOpen,
  children,
}: {
  round: number;
  count: number;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const titleId = `round-${round}-title`;
  return (
    <Collapsible asChild open={open} onOpenChange={setOpen}>
      <Card aria-labelledby={titleId} data-round={round}>
        <FoldingHeader>
          <CardTitle>
            <CollapsibleTrigger asChild>
              <Toggle>
                <span id={titleId}>Round {round}</span> <Count>{`· ${pickCount(count)}`}</Count>
                <Chevron />
              </Toggle>
            </CollapsibleTrigger>
          </CardTitle>
        </FoldingHeader>
        <CollapsibleContent>{children}</CollapsibleContent>
      </Card>
    </Collapsible>
  );
}

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
  keepers,
  collapsible = false,
  defaultOpen = true,
}: RoundCardProps) {
  const sensors = useDragSensors();
  const titleId = `round-${round}-title`;

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!editable) return;
    onDrop(round, Number(active.id), over ? Number(over.id) : null);
  };

  const content = (
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
                  keepers={keepers?.get(pick.id)}
                />
              ))}
            </TileGrid>
          </SortableContext>
        </DndContext>
      )}
    </CardContent>
  );
  if (collapsible) {
    return (
      <FoldingRound round={round} count={picks.length} defaultOpen={defaultOpen}>
        {content}
      </FoldingRound>
    );
  }
  return (
    <Card aria-labelledby={titleId} data-round={round}>
      <CardHeader>
        <CardTitle id={titleId}>Round {round}</CardTitle>
      </CardHeader>
      {content}
    </Card>
  );
}
