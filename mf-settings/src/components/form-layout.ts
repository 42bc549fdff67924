// Layout for the Settings forms: a wrapping row of fields, a field whose label holds its
// control (so the control is named by it), and quiet helper text. Inputs, tables and the
// helper text's look come from shared-ui.
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

/** What is wrong with a field's value, said beside it (outside its label, so it stays the field's name). */
export const FieldError = styled.p`
  margin: 0;
  max-width: 20rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorText};
`;

/** Quiet helper text: shared-ui's card description, whose look it is. */
export { CardDescription as Muted } from 'shared-ui';
