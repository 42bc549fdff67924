// Where a running import shows how far it is, and where an import that left rows out, or was
// refused, lists why, row by row (the toast says it too, but a toast goes away).
import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { ImportState } from '../hooks/useCsvImport';
import { readAsBlankText } from '../row-problems';
import { RowProblems } from './RowProblems';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  progress {
    flex: 1;
    min-width: 8rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    flex: 1 1 100%;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  strong {
    color: ${({ theme }) => theme.colors.errorText};
  }
`;

export function ImportStatus({ state, onDismiss }: { state: ImportState; onDismiss: () => void }) {
  if (state.stage === 'idle') return null;
  if (state.stage === 'failed' || state.stage === 'partial') {
    const failed = state.stage === 'failed';
    const heading = failed
      ? `Nothing was imported from ${state.fileName}.`
      : state.refused.length > 0
        ? `Some rows of ${state.fileName} were not imported.`
        : `Some values of ${state.fileName} were read as blank.`;
    return (
      <Box role={failed ? 'alert' : 'status'}>
        <strong>{heading}</strong>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
        {failed && <p>{state.message}</p>}
        {state.refused.length > 0 && <RowProblems problems={state.refused} />}
        {state.warnings.length > 0 && (
          <RowProblems problems={state.warnings} caption={readAsBlankText(state.warnings)} />
        )}
      </Box>
    );
  }
  const reading = state.stage === 'reading';
  const label = reading
    ? `Reading ${state.fileName}: ${Math.round(state.fraction * 100)}%`
    : `Saving ${state.count} players from ${state.fileName}…`;
  return (
    <Box role="status" aria-live="polite">
      <span>{label}</span>
      {reading ? (
        <progress aria-label="Import progress" max={1} value={state.fraction} />
      ) : (
        <progress aria-label="Import progress" />
      )}
    </Box>
  );
}
