import styled from 'styled-components';
import '../theme/styled';

/** A text field in the theme; pair it with a <Label htmlFor> or an aria-label. */
export const Input = styled.input`
  height: 2.5rem;
  width: 100%;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::placeholder {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.errorText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
`;

export const Label = styled.label`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing.xs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;
