// docs/screens/players.md §4.4: 'Edit Selected (n)' opens this panel. Every selected player's fields can
// be changed here (or one value set for all of them at once); the changes stay pending until
// 'Save Changes' sends them in one all-or-nothing call or 'Discard Changes' drops them.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Player, Team } from 'shared-contracts';
import { Button, Dialog, DialogDescription, DialogTitle, SheetContent, useToast } from 'shared-ui';
import styled from 'styled-components';
import { PLAYERS_TEXT } from '../../../lib/messages';
import { useSavePlayerEdits } from '../hooks/usePlayerWrites';
import {
  clearField,
  problemsOfSaveRefusal,
  setField,
  toBatchBody,
  type BatchField,
  type PendingEdits,
  type SaveProblem,
} from '../batch-edits';
import { formOf, type PlayerForm } from '../player-form';
import { BatchFieldInputs, SetForAllRow } from './BatchFieldInputs';

const List = styled.div`
  flex: 1;
  min-height: 10rem;
  overflow: auto;
  margin: ${({ theme }) => theme.spacing.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const PlayerRow = styled.section`
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-changed='true'] h3::after {
    content: ' • changed';
    color: ${({ theme }) => theme.colors.mutedText};
    font-weight: 400;
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.spacing.xs};
    padding-left: 1.25rem;
    color: ${({ theme }) => theme.colors.errorText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** How many of a refusal's problems the toast names; the rest are counted. */
const TOLD_PROBLEMS = 20;

const problemText = (problem: SaveProblem) => `${problem.field ? `${problem.field}: ` : ''}${problem.message}`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  p {
    margin: 0 auto 0 0;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface BatchEditPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected players (shown ones only). */
  players: readonly Player[];
  edits: PendingEdits;
  onEditsChange: (edits: PendingEdits) => void;
  /** After a save: the selection and the edits are cleared (docs/screens/players.md §4.4). */
  onSaved: () => void;
  teams: readonly Team[];
}

export function BatchEditPanel({
  open,
  onOpenChange,
  players,
  edits,
  onEditsChange,
  onSaved,
  teams,
}: BatchEditPanelProps) {
  const { toast } = useToast();
  const [scrollTo, setScrollTo] = useState<{ playerId: number } | null>(null);
  const byId = useMemo(() => new Map(players.map((player) => [player.id, player])), [players]);
  /** What the server refused in the last save, by player (its `issues`, by their index in the list sent). */
  const [refused, setRefused] = useState<ReadonlyMap<number, SaveProblem[]>>(new Map());
  const save = useSavePlayerEdits((error, body) => {
    const problems = problemsOfSaveRefusal(error, body);
    if (problems.length === 0) return undefined;
    const told = problems
      .slice(0, TOLD_PROBLEMS)
      .map((problem) => `${byId.get(problem.playerId)?.name ?? `Player ${problem.playerId}`}, ${problemText(problem)}`);
    if (problems.length > TOLD_PROBLEMS) told.push(`and ${problems.length - TOLD_PROBLEMS} more`);
    return told.join('; ');
  });
  // Only edits of players still selected are pending for this panel.
  const pending = useMemo(() => new Map([...edits].filter(([id]) => byId.has(id))), [edits, byId]);
  const change = <F extends BatchField>(targets: readonly Player[], field: F, value: PlayerForm[F]) =>
    onEditsChange(setField(edits, targets, field, value));

  const saveChanges = () => {
    const check = toBatchBody(pending, byId);
    if (!check.ok) {
      toast({ title: check.message, variant: 'destructive' });
      setScrollTo({ playerId: check.playerId });
      return;
    }
    setRefused(new Map());
    save.mutate(check.body, {
      onSuccess: onSaved,
      onError: (error) => {
        const byPlayer = new Map<number, SaveProblem[]>();
        for (const problem of problemsOfSaveRefusal(error, check.body))
          byPlayer.set(problem.playerId, [...(byPlayer.get(problem.playerId) ?? []), problem]);
        setRefused(byPlayer);
        const first = byPlayer.keys().next();
        if (!first.done) setScrollTo({ playerId: first.value });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent width="60rem">
        <DialogTitle>{PLAYERS_TEXT.editSelected(players.length)}</DialogTitle>
        <DialogDescription>
          Change any player below, or set a value for all {players.length} at once. Nothing is saved until Save Changes.
        </DialogDescription>
        <SetForAllRow
          count={players.length}
          teams={teams}
          onSet={(field, value) => change(players, field, value)}
          onClear={(field) => onEditsChange(clearField(edits, players, field))}
        />
        <SelectedPlayersList
          players={players}
          pending={pending}
          refused={refused}
          teams={teams}
          scrollTo={scrollTo}
          onChange={(player, field, value) => change([player], field, value)}
        />
        <Footer>
          <p role="status">
            {pending.size === 0 ? 'No changes yet' : `${pending.size} of ${players.length} players changed`}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              onEditsChange(new Map());
              onOpenChange(false);
            }}
          >
            {PLAYERS_TEXT.discardChanges}
          </Button>
          <Button onClick={saveChanges} disabled={pending.size === 0 || save.isPending}>
            {save.isPending ? 'Saving…' : PLAYERS_TEXT.saveChanges}
          </Button>
        </Footer>
      </SheetContent>
    </Dialog>
  );
}

/**
 * The selected players, each with its inputs; virtualised, since select-all can select
 * thousands. Its own component so the virtualiser starts once the panel is in the page.
 */
function SelectedPlayersList({
  players,
  pending,
  refused,
  teams,
  scrollTo,
  onChange,
}: {
  players: readonly Player[];
  pending: PendingEdits;
  refused: ReadonlyMap<number, SaveProblem[]>;
  teams: readonly Team[];
  scrollTo: { playerId: number } | null;
  onChange: <F extends BatchField>(player: Player, field: F, value: PlayerForm[F]) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: players.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => 132,
    overscan: 4,
    getItemKey: (index) => players[index]?.id ?? index,
  });
  useEffect(() => {
    if (!scrollTo) return;
    const index = players.findIndex((player) => player.id === scrollTo.playerId);
    if (index >= 0) virtualizer.scrollToIndex(index);
  }, [scrollTo, players, virtualizer]);

  return (
    <List ref={listRef} role="region" aria-label="Selected players" tabIndex={-1}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const player = players[item.index];
          if (!player) return null;
          const edit = pending.get(player.id);
          const problems = refused.get(player.id);
          return (
            <PlayerRow
              key={player.id}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-changed={edit ? 'true' : 'false'}
              aria-label={player.name}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
            >
              <h3>{player.name}</h3>
              {problems && (
                <ul aria-label={`Not saved: ${player.name}`}>
                  {problems.map((problem, index) => (
                    <li key={index}>{problemText(problem)}</li>
                  ))}
                </ul>
              )}
              <BatchFieldInputs
                player={player}
                stored={formOf(player)}
                edit={edit}
                teams={teams}
                onChange={(field, value) => onChange(player, field, value)}
              />
            </PlayerRow>
          );
        })}
      </div>
    </List>
  );
}
