// The closed select's look, shared by Radix's trigger and the stand-in drawn until Radix has
// loaded (Select.tsx), so a select looks the same before and after.
import { css } from 'styled-components';
import '../theme/styled';

export const triggerLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 8rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;
