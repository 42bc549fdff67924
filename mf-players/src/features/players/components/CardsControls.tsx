// Above the cards, what the table's headers do: sort by a column, either way, and select
// every shown player.
import { Button, Checkbox, Select } from 'shared-ui';
import styled from 'styled-components';
import type { PlayersTableInstance } from '../hooks/usePlayersTable';
import { SORTABLE_COLUMNS } from './player-columns';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const DEFAULT_ORDER = 'default';

export function CardsControls({ table }: { table: PlayersTableInstance }) {
  const [sort] = table.getState().sorting;
  const canSelect = table.options.enableRowSelection === true;
  return (
    <Bar>
      {canSelect && (
        <label>
          <Checkbox
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
          Select all shown players
        </label>
      )}
      <Select
        aria-label="Sort by"
        value={sort?.id ?? DEFAULT_ORDER}
        options={[
          { value: DEFAULT_ORDER, label: 'Sort: Name (A–Z)' },
          ...SORTABLE_COLUMNS.map((column) => ({ value: column.id, label: `Sort: ${column.label}` })),
        ]}
        onValueChange={(id) =>
          table.setSorting(
            id === DEFAULT_ORDER ? [] : [{ id, desc: table.getColumn(id)?.getFirstSortDir() === 'desc' }],
          )
        }
      />
      {sort && (
        <Button size="sm" variant="outline" onClick={() => table.setSorting([{ id: sort.id, desc: !sort.desc }])}>
          {sort.desc ? 'Descending' : 'Ascending'}
        </Button>
      )}
    </Bar>
  );
}
