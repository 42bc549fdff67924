// The book's columns (docs/screens/players.md §2, in its order) as TanStack Table column definitions, shared
// by the table and the cards: headers, how each value reads, how each column sorts.
import { createColumnHelper, type RowData, type SortingFn } from '@tanstack/react-table';
import { type Player } from 'shared-contracts';
import { keeperCost, type KeeperCostRule } from 'shared-contracts/keeper-cost';
import { useOwnTeamId } from 'shared-auth';
import { Checkbox, OwnTeamMark, ownTeamAttributes } from 'shared-ui';
import { amountText, pointsText, yesNo } from '../../../lib/figures';
import { NameButton } from './NameButton';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface TableMeta<TData extends RowData> {
    /**
     * Opens a player from his name (docs/screens/players.md §2): the commissioner's edit dialog,
     * a manager's sheet of the player.
     */
    onOpenPlayer?: (player: Player) => void;
    /** The year's keeper rule, when set: the cards show each player's cost to keep from it. */
    keeperRule?: KeeperCostRule | null;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Numbers align right. */
    numeric?: boolean;
  }
}

export const FREE_AGENT_LABEL = 'Free Agent';

/**
 * The team a player is on in the book, or Free Agent; the member's own team marked `You`
 * (docs/web.md §12), in the table's Fantasy Team column and on the cards alike.
 */
export function FantasyTeam({ player }: { player: Pick<Player, 'teamId' | 'teamName'> }) {
  const ownTeamId = useOwnTeamId();
  const own = player.teamId !== null && player.teamId === ownTeamId;
  return (
    <span {...ownTeamAttributes(own)}>
      {player.teamName ?? FREE_AGENT_LABEL}
      {own && <OwnTeamMark />}
    </span>
  );
}

const byText: SortingFn<Player> = (a, b, columnId) =>
  String(a.getValue(columnId) ?? '').localeCompare(String(b.getValue(columnId) ?? ''), undefined, {
    sensitivity: 'base',
  });

const column = createColumnHelper<Player>();

/** An amount column; an empty amount is `undefined` to TanStack, which sorts it last either way. */
const amountColumn = (
  id: 'auctionPrice' | 'buffer' | 'previousYearValue' | 'currentYearValue' | 'yearsKept',
  header: string,
) =>
  column.accessor((player) => player[id] ?? undefined, {
    id,
    header,
    cell: (info) => amountText(info.getValue() ?? null),
    sortingFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
    meta: { numeric: true },
  });

/**
 * A points column (docs/screens/players.md §4.8): high to low first, and a player with no points
 * known (`undefined` to TanStack) last whichever way it sorts, as the amounts do.
 */
const pointsColumn = (id: 'seasonPoints' | 'lastWeekPoints', header: string) =>
  column.accessor((player) => player[id] ?? undefined, {
    id,
    header,
    cell: (info) => pointsText(info.getValue() ?? null),
    sortingFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
    meta: { numeric: true },
  });

const selectColumn = column.display({
  id: 'select',
  header: ({ table }) => (
    <Checkbox
      aria-label="Select all shown players"
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  ),
  cell: ({ row }) => (
    <Checkbox
      aria-label={`Select ${row.original.name}`}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  ),
  enableSorting: false,
});

const dataColumns = [
  column.accessor('name', {
    id: 'name',
    header: 'Name',
    cell: (info) => {
      const onOpen = info.table.options.meta?.onOpenPlayer;
      const player = info.row.original;
      return onOpen ? <NameButton player={player} onOpen={onOpen} /> : player.name;
    },
    sortingFn: byText,
  }),
  column.accessor('position', { id: 'position', header: 'Pos', sortingFn: byText }),
  column.accessor('nflTeam', { id: 'nflTeam', header: 'NFL Team', sortingFn: byText }),
  column.accessor((player) => player.teamName ?? FREE_AGENT_LABEL, {
    id: 'teamName',
    header: 'Fantasy Team',
    cell: (info) => <FantasyTeam player={info.row.original} />,
    sortingFn: byText,
  }),
  pointsColumn('seasonPoints', 'Pts'),
  pointsColumn('lastWeekPoints', 'Last Wk'),
  amountColumn('auctionPrice', 'Auction $'),
  amountColumn('buffer', 'Buffer'),
  amountColumn('previousYearValue', 'Prev Year $'),
  amountColumn('yearsKept', 'Years Kept'),
  amountColumn('currentYearValue', 'Current $'),
  column.accessor('isKeeper', {
    id: 'isKeeper',
    header: 'Keeper',
    cell: (info) => yesNo(info.getValue()),
    sortDescFirst: true,
  }),
  column.accessor('isRookie', {
    id: 'isRookie',
    header: 'Rookie',
    cell: (info) => yesNo(info.getValue()),
    sortDescFirst: true,
  }),
];

/**
 * With a keeper rule, what each player costs to keep next year and whether he may still be
 * kept, from the one shared formula (the server charges the same).
 */
function keeperColumns(rule: KeeperCostRule) {
  return [
    column.accessor((player) => keeperCost(player, rule).cost ?? undefined, {
      id: 'keepCost',
      header: 'Keep $ Next Yr',
      cell: (info) => amountText(info.getValue() ?? null),
      sortingFn: 'basic',
      sortUndefined: 'last',
      sortDescFirst: true,
      meta: { numeric: true },
    }),
    column.accessor((player) => keeperCost(player, rule).eligible, {
      id: 'canKeep',
      header: 'Can Keep',
      cell: (info) => yesNo(info.getValue()),
      sortDescFirst: true,
    }),
  ];
}

/** The columns a member sees: the commissioner gets the selection boxes first; a keeper rule adds its two. */
export function playerColumns(canEdit: boolean, keeperRule: KeeperCostRule | null = null) {
  const data = keeperRule ? [...dataColumns, ...keeperColumns(keeperRule)] : dataColumns;
  return canEdit ? [selectColumn, ...data] : data;
}

/** Sortable columns and their headers, for the cards' sort control. */
export const SORTABLE_COLUMNS = dataColumns.map((definition) => ({
  id: definition.id ?? '',
  label: String(definition.header),
}));
