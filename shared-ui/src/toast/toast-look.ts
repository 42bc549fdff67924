// The notification region's look, shared by Radix's viewport and the empty region drawn until
// the first toast loads Radix (Toaster.tsx).
import { css } from 'styled-components';
import '../theme/styled';

export const viewportLook = css`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  width: min(26rem, 100vw);
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  list-style: none;
  outline: none;
`;
