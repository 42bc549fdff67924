import { css } from 'styled-components';

/** A list laid out as a grid of cells at least `minWidth` wide, as many a row as fit. */
export const cardGrid = (minWidth: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
