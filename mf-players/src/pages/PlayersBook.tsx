// One year's book: the actions (export, import, add, edit selected), the table or the cards,
// the footer count, and the edit dialogs. Its state (sort, selection, pending edits) belongs
// to this year only.
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from 'shared-auth';
import type { Player, Team } from 'shared-contracts';
import { Button, QueryState, Skeleton } from 'shared-ui';
import styled from 'styled-components';
import { ImportCsvButton } from '../features/csv';
import { ImportStatus } from '../features/csv';
import { useCsvExport } from '../features/csv';
import { useCsvImport } from '../features/csv';
import { isAnyFilterActive, playerMatcher, type PlayerFilters } from '../features/filters';
import { KeeperCostBreakdown } from '../features/keepers';
import { AddPlayerDialog } from '../features/player-edit';
import { BatchEditPanel } from '../features/player-edit';
import { EditPlayerDialog } from '../features/player-edit';
import { NO_EDITS, type PendingEdits } from '../features/player-edit';
import { PlayerSheet, WeeklyPoints } from '../features/player-points';
import {
  CardsControls,
  PlayerCards,
  type PlayersLayout,
  PlayersTable,
  shownPlayers,
  Toolbar,
  usePlayersTable,
} from '../features/players';
import { PLAYERS_TEXT } from '../lib/messages';
import { type KeeperRule } from 'shared-contracts/keepers';

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.colors.mutedText};
  text-align: center;
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ReadOnlyNote = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The book's rows while they load: also what the page shows in the frame before the book. */
export function BookSkeleton() {
  return (
    <Loading>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height="2.5rem" />
      ))}
    </Loading>
  );
}

const NO_PLAYERS: Player[] = [];

export interface PlayersBookProps {
  year: number;
  query: UseQueryResult<Player[]>;
  teams: readonly Team[];
  /** Whether the league's teams have been read: an import places players on them by name. */
  teamsReady: boolean;
  filters: PlayerFilters;
  canEdit: boolean;
  layout: PlayersLayout;
  /** The year's keeper rule (null until set): adds the cost-to-keep columns and the edit panel's breakdown. */
  keeperRule: KeeperRule | null;
}

export function PlayersBook({
  year,
  query,
  teams,
  teamsReady,
  filters,
  canEdit,
  layout,
  keeperRule,
}: PlayersBookProps) {
  const all = query.data ?? NO_PLAYERS;
  // The player opened from his name: the commissioner edits him, a manager reads his sheet (§2).
  const [opened, setOpened] = useState<Player | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const [edits, setEdits] = useState<PendingEdits>(NO_EDITS);
  // Built once per filter set, however many rows it is asked about; none while nothing filters.
  const shows = useMemo(() => (isAnyFilterActive(filters) ? playerMatcher(filters) : null), [filters]);
  const table = usePlayersTable(all, shows, { canEdit, onOpenPlayer: setOpened, keeperRule });
  const shownCount = table.getFilteredRowModel().rows.length;
  // TanStack keeps the model while the selection and the rows stay the same: so does this list.
  const selectedModel = table.getFilteredSelectedRowModel();
  const selected = useMemo(() => selectedModel.rows.map((row) => row.original), [selectedModel]);
  const exportCsv = useCsvExport(year, () => shownPlayers(table));
  const csvImport = useCsvImport(year, teams);

  return (
    <>
      <Toolbar>
        <Button variant="outline" onClick={exportCsv} disabled={!query.data}>
          {PLAYERS_TEXT.exportCsv}
        </Button>
        {canEdit ? (
          <>
            <ImportCsvButton
              onFile={(file) => void csvImport.importFile(file)}
              busy={!teamsReady || csvImport.state.stage === 'reading' || csvImport.state.stage === 'saving'}
            />
            <AddPlayerDialog year={year} yearPlayers={all} teams={teams} />
            <Button variant="outline" disabled={selected.length === 0} onClick={() => setBatchOpen(true)}>
              {PLAYERS_TEXT.editSelected(selected.length)}
            </Button>
          </>
        ) : (
          <ReadOnlyNote>Only the commissioner can change the book.</ReadOnlyNote>
        )}
      </Toolbar>
      <ImportStatus state={csvImport.state} onDismiss={csvImport.dismiss} />

      <QueryState
        query={query}
        loadingLabel="Loading players"
        skeleton={<BookSkeleton />}
        errorTitle={PLAYERS_TEXT.loadFailed}
        errorText={(error) => errorMessage(error.cause ?? error)}
        // Empty as filtered: a book whose players the filters all hide says so too.
        empty={<Empty>{PLAYERS_TEXT.empty}</Empty>}
        isEmpty={() => shownCount === 0}
      >
        {() =>
          layout === 'table' ? (
            <PlayersTable table={table} />
          ) : (
            <>
              <CardsControls table={table} />
              <PlayerCards table={table} />
            </>
          )
        }
      </QueryState>
      <Footer aria-live="polite">{PLAYERS_TEXT.showing(shownCount, all.length)}</Footer>

      {canEdit ? (
        <>
          <EditPlayerDialog
            player={opened}
            onClose={() => setOpened(null)}
            yearPlayers={all}
            teams={teams}
            aboutPlayer={(player) => <KeeperCostBreakdown player={player} rule={keeperRule} />}
            belowForm={(player) => <WeeklyPoints player={player} />}
          />
          <BatchEditPanel
            open={batchOpen}
            onOpenChange={setBatchOpen}
            players={selected}
            edits={edits}
            onEditsChange={setEdits}
            teams={teams}
            onSaved={() => {
              setEdits(NO_EDITS);
              table.resetRowSelection();
              setBatchOpen(false);
            }}
          />
        </>
      ) : (
        <PlayerSheet player={opened} onClose={() => setOpened(null)} />
      )}
    </>
  );
}
