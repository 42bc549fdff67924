// The box a warning of the import card stands in (own teams linked to nothing, what an import
// left out): an error-coloured edge beside the text, and a button at its own width.
import styled from 'styled-components';

export const WarningBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.errorText};
  border-radius: ${({ theme }) => theme.radius.md};
  p,
  ul {
    margin: 0;
    /* A warning may quote a long provider path: it wraps rather than widen a phone's page. */
    overflow-wrap: anywhere;
  }
  > button {
    justify-self: start;
  }
`;
