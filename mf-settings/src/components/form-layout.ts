// Layout for the Settings forms: a wrapping row of fields, a field whose label holds its
// control (so the control is named by it), and quiet helper text. Inputs and tables
// themselves come from shared-ui.
import styled from 'styled-components';

export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 8rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
