import styled from 'styled-components';

/** A row of controls that wraps on narrow screens; a search box in it takes the spare width. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  > input[type='search'] {
    flex: 1 1 14rem;
    width: auto;
    min-width: 10rem;
  }
`;
