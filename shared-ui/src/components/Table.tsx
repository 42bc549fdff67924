import styled from 'styled-components';
import '../theme/styled';

/** A plain data table in the theme: muted column heads, row hover, borders between rows. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const TableHeader = styled.thead``;
export const TableBody = styled.tbody``;

export const TableRow = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  tbody > &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[data-state='selected'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const TableHead = styled.th`
  height: 2.5rem;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 500;
  text-align: left;
  white-space: nowrap;
`;

export const TableCell = styled.td`
  padding: ${({ theme }) => theme.spacing.sm};
  vertical-align: middle;
`;
