// A label above its control, the unit of every form row and filter on this screen. It may
// grow and shrink (min-width 0) so a row of fields wraps instead of overflowing at 500 px.
import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  flex: 1 1 10rem;
`;
