// A table that, below 768 px, lays each row out as a small card of labelled values instead of
// a line of columns, so it is never wider than a phone (docs/web.md §9). The column heads stay
// for screen readers; each cell shows its own head (`label`) above its value. The roles are
// written out because a table drawn as blocks loses its table semantics in some browsers.
import type { ReactNode } from 'react';
import {
  compactScreen,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  visuallyHidden,
} from 'shared-ui';
import styled from 'styled-components';

const Stacking = styled(Table)`
  ${compactScreen} {
    thead {
      ${visuallyHidden}
    }
    tbody > tr {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${({ theme }) => theme.spacing.sm};
      padding: ${({ theme }) => theme.spacing.sm} 0;
    }
    td,
    th[scope='row'] {
      display: block;
      min-width: 0;
      padding: 0;
      overflow-wrap: anywhere;
    }
    td:first-child,
    th[scope='row'] {
      grid-column: 1 / -1;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.mutedText};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
    td [role='combobox'] {
      width: 100%;
      min-width: 0;
    }
    td [role='combobox'] > span:first-child {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

export function StackingTable({ heads, children }: { heads: ReactNode; children: ReactNode }) {
  return (
    <Stacking role="table">
      <TableHeader role="rowgroup">
        <TableRow role="row">{heads}</TableRow>
      </TableHeader>
      <TableBody role="rowgroup">{children}</TableBody>
    </Stacking>
  );
}

export function StackingHead({ children, label }: { children?: ReactNode; label?: string }) {
  return (
    <TableHead role="columnheader" scope="col" aria-label={label}>
      {children}
    </TableHead>
  );
}

export const StackingRow = ({ children }: { children: ReactNode }) => <TableRow role="row">{children}</TableRow>;

/** A row's own head (the thing the row is about: a team's name): a whole line of its card when stacked. */
export function StackingRowHead({ children }: { children: ReactNode }) {
  return (
    <TableHead role="rowheader" scope="row">
      {children}
    </TableHead>
  );
}

/** A cell; `label` (its column's head) is shown above it in the stacked layout. */
export function StackingCell({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <TableCell role="cell" data-label={label}>
      {children}
    </TableCell>
  );
}
