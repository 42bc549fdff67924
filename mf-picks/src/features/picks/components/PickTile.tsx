// One pick of a round: its place, the team holding it, where it came from; while the board is
// unlocked, a handle to drag it by (mouse, touch or keyboard), a dropdown to hand it to another
// team, and its lock. What the viewer cannot change (a manager's whole board, a locked board, a
// locked pick) is text, not a disabled control that looks editable.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DraftPick } from 'shared-contracts';
import { useOwnTeamId } from 'shared-auth';
import { Button, ownTeamAttributes, OwnTeamMark, Select, VisuallyHidden, type SelectOption } from 'shared-ui';
import styled, { css } from 'styled-components';
import { keptLabel, type PickKeepers, SHARED_PICK_LABEL } from '../model/keeper-marks';
import { positionLabel, teamAbbreviation, type TeamsById, UNKNOWN_TEAM, viaLabel } from '../model/pick-labels';

export interface PickTileProps {
  /** The pick as the board shows it (unsaved edits included). */
  pick: DraftPick;
  teams: TeamsById;
  teamOptions: readonly SelectOption[];
  /** The commissioner has unlocked the board. */
  editable: boolean;
  /** The pick differs from what the server holds. */
  unsaved: boolean;
  onTeamChange: (pickId: number, teamValue: string) => void;
  /** Lock or unlock the pick now (saved at once, apart from the board's unsaved edits). */
  onLockChange: (pick: DraftPick, locked: boolean) => void;
  /** A lock change of this board is on its way. */
  lockBusy: boolean;
  /** The keepers who use this pick (docs/screens/picks.md §4.6), if any. */
  keepers?: PickKeepers;
}

/** How a pick is named to screen readers: by whose pick it was, which never changes with the order. */
export function pickName(teams: TeamsById, pick: Pick<DraftPick, 'round' | 'originalTeamId'>): string {
  return `${teamAbbreviation(teams, pick.originalTeamId)}'s round ${pick.round} pick`;
}

const Tile = styled.li<{ $unsaved: boolean; $dragging: boolean; $conflict: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: 3.5rem;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme, $unsaved }) => ($unsaved ? theme.colors.ring : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  touch-action: manipulation;
  ${({ $conflict, theme }) =>
    $conflict &&
    css`
      border-left: 4px solid ${theme.colors.warning};
    `}
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      z-index: 1;
      box-shadow: ${theme.shadow.md};
      background: ${theme.colors.surfaceHover};
    `}
`;

const Handle = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 2.5rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedText};
  cursor: grab;
  /* A long press on the handle drags; the page must not scroll or select text instead. */
  touch-action: none;
  user-select: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
`;

/** Keeps a locked pick's number in line with the movable ones' while the board is unlocked. */
const HandleSpace = styled.span`
  flex: none;
  width: 1.75rem;
`;

const Position = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2rem;
  height: 2rem;
  padding: 0 0.25rem;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const TeamSelect = styled(Select)`
  width: 100%;
  min-width: 5.5rem;
  height: 2.25rem;
`;

const TeamText = styled.span`
  font-weight: 600;
`;

/** The team, and under it where the pick came from. */
const Holder = styled.span`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.125rem;
  min-width: 0;
`;

const Via = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A kept player's name on the pick he uses. */
const Kept = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/** Said in words, with a mark beside it: never colour alone. */
const Conflict = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Marks = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  margin-left: auto;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const LockButton = styled(Button)`
  flex: none;
  margin-left: auto;
  ${Marks} + & {
    margin-left: 0;
  }
`;

function GripIcon() {
  return (
    <svg width="12" height="18" viewBox="0 0 12 18" fill="currentColor" aria-hidden="true">
      {[3, 9, 15].flatMap((y) => [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" />))}
    </svg>
  );
}

function LockIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export function PickTile({
  pick,
  teams,
  teamOptions,
  editable,
  unsaved,
  onTeamChange,
  onLockChange,
  lockBusy,
  keepers,
}: PickTileProps) {
  const movable = editable && !pick.isLocked;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: pick.id,
    disabled: !movable,
  });
  const name = pickName(teams, pick);
  const via = viaLabel(teams, pick);
  const known = teams.has(pick.currentTeamId);
  const own = useOwnTeamId() === pick.currentTeamId;

  return (
    <Tile
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      $unsaved={unsaved}
      $dragging={isDragging}
      $conflict={keepers?.shared ?? false}
      data-pick-id={pick.id}
      {...ownTeamAttributes(own)}
    >
      {editable && pick.isLocked && <HandleSpace aria-hidden="true" />}
      {movable && (
        <Handle type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move ${name}`}>
          <GripIcon />
        </Handle>
      )}
      <Position>
        <VisuallyHidden>Pick </VisuallyHidden>
        <span data-testid="pick-position">{positionLabel(pick.position)}</span>
      </Position>
      <Holder>
        {movable ? (
          <TeamSelect
            aria-label={`Team holding ${name}`}
            value={known ? String(pick.currentTeamId) : ''}
            placeholder={UNKNOWN_TEAM}
            options={teamOptions}
            onValueChange={(value) => onTeamChange(pick.id, value)}
          />
        ) : (
          <TeamText data-testid="pick-team">
            <VisuallyHidden>Held by </VisuallyHidden>
            {teamAbbreviation(teams, pick.currentTeamId)}
          </TeamText>
        )}
        {own && <OwnTeamMark />}
        {via && <Via>{via}</Via>}
        {keepers && <Kept data-testid="pick-keepers">{keptLabel(keepers)}</Kept>}
        {keepers?.shared && (
          <Conflict>
            <span aria-hidden="true">⚠ </span>
            {SHARED_PICK_LABEL}
          </Conflict>
        )}
      </Holder>
      {(pick.isLocked || unsaved) && (
        <Marks>
          {pick.isLocked && (
            <span title="This pick is locked: the commissioner settled it">
              <LockIcon />
              <VisuallyHidden>Locked pick</VisuallyHidden>
            </span>
          )}
          {unsaved && <span>Unsaved</span>}
        </Marks>
      )}
      {/* A pick with unsaved edits is locked after saving them: a lock would refuse them. */}
      {editable && !unsaved && (
        <LockButton variant="outline" size="sm" onClick={() => onLockChange(pick, !pick.isLocked)} disabled={lockBusy}>
          {pick.isLocked ? 'Unlock' : 'Lock'}
          <VisuallyHidden> {name}</VisuallyHidden>
        </LockButton>
      )}
    </Tile>
  );
}
