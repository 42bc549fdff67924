import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFn,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { Player } from 'shared-contracts';
import type { KeeperCostRule } from 'shared-contracts/keeper-cost';
import { playerColumns } from '../components/player-columns';

/** Which players show: the page builds it from the filters (null: all of them). */
export type PlayerPredicate = (player: Player) => boolean;

const matchesFilters: FilterFn<Player> = (row, _columnId, shows: PlayerPredicate) => shows(row.original);

/**
 * One TanStack table behind both layouts: the year's players (rows built once per book, not
 * per keystroke), the filters' predicate as its global filter, the sort order and the selection.
 * Select-all selects the shown players only; a selected player a filter hides is neither
 * counted nor edited until it shows again.
 */
export function usePlayersTable(
  players: Player[],
  shows: PlayerPredicate | null,
  {
    canEdit,
    onOpenPlayer,
    keeperRule = null,
  }: { canEdit: boolean; onOpenPlayer: (player: Player) => void; keeperRule?: KeeperCostRule | null },
) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const columns = useMemo(() => playerColumns(canEdit, keeperRule), [canEdit, keeperRule]);
  return useReactTable({
    data: players,
    columns,
    state: { sorting, rowSelection, globalFilter: shows ?? undefined },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    getRowId: (player) => String(player.id),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // The filters look at the whole player: one column asks, not every column once each.
    globalFilterFn: matchesFilters,
    getColumnCanGlobalFilter: (column) => column.id === 'name',
    enableRowSelection: canEdit,
    enableSortingRemoval: true,
    meta: { onOpenPlayer, keeperRule },
  });
}

export type PlayersTableInstance = ReturnType<typeof usePlayersTable>;

/** The players the filters let through, in the shown order. */
export const shownPlayers = (table: PlayersTableInstance) => table.getRowModel().rows.map((row) => row.original);
