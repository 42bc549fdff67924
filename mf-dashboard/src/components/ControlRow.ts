// A wrapping row of controls above a screen's content (selectors, Expand/Collapse buttons).
import styled from 'styled-components';

export const ControlRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;
