// The book as a table (768 px and up): TanStack Table's rows, of which only those in view
// (plus a few) are in the page (TanStack Virtual), so 3,000 players scroll and filter smoothly.
import { flexRender, type Header } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Player } from 'shared-contracts';
import styled from 'styled-components';
import type { PlayersTableInstance } from '../hooks/usePlayersTable';

/** Every row is one line high; a fixed height lets the virtualiser place rows without measuring. */
export const ROW_HEIGHT = 44;

const Scroller = styled.div`
  height: clamp(20rem, calc(100vh - 18rem), 60rem);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

/*
 * One styled table; its cells are plain elements styled from here. A styled component per
 * cell would cost a component (and a class lookup) for each of the ~400 cells on screen at
 * every keystroke of the search.
 */
const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th {
    position: sticky;
    top: 0;
    z-index: 1;
    height: ${ROW_HEIGHT}px;
    padding: 0 0.375rem;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.mutedText};
    font-weight: 500;
    text-align: left;
    line-height: 1.2;
  }
  th > button {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.25rem 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    cursor: pointer;
  }
  th > button:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  th > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
  }

  tbody tr {
    height: ${ROW_HEIGHT}px;
  }
  tbody tr:hover,
  tbody tr[data-state='selected'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  td {
    padding: 0 0.375rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    /* Long fantasy team names end in an ellipsis rather than widening the table. */
    max-width: 11rem;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th.numeric,
  td.numeric {
    text-align: right;
  }
`;

const sortMark = { asc: '▲', desc: '▼' } as const;
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell({ header }: { header: Header<Player, unknown> }) {
  const sorted = header.column.getIsSorted();
  const numeric = header.column.columnDef.meta?.numeric;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      className={numeric ? 'numeric' : undefined}
      aria-sort={sorted ? ariaSort[sorted] : header.column.getCanSort() ? 'none' : undefined}
    >
      {header.column.getCanSort() ? (
        <button type="button" onClick={header.column.getToggleSortingHandler()}>
          {content}
          <span aria-hidden="true">{sorted ? sortMark[sorted] : ''}</span>
        </button>
      ) : (
        content
      )}
    </th>
  );
}

export function PlayersTable({ table }: { table: PlayersTableInstance }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const columnCount = table.getVisibleLeafColumns().length;
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Scroller ref={scrollerRef} data-testid="players-table-scroller">
      <Grid aria-label="Players" aria-rowcount={rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 && (
            <tr aria-hidden="true" style={{ height: before }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <tr key={row.id} aria-rowindex={item.index + 2} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'numeric' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden="true" style={{ height: after }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </tbody>
      </Grid>
    </Scroller>
  );
}
