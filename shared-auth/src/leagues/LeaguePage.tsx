// The frame of the pages a person sees outside any league's layout (docs/screens/shell.md §2.5):
// centred, a column of cards as wide as a phone allows.
import styled from 'styled-components';

export const LeaguePage = styled.main`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.spacing.lg};
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.md};
  & > * {
    width: 100%;
    max-width: 32rem;
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export const Field = styled.div`
  display: grid;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Callout = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.errorText};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.errorText};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;
