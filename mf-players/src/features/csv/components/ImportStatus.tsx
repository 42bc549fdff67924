// Where a running import shows how far it is, and where a refused one shows why, row by row
// (the toast says it too, but a toast goes away).
import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { ImportState } from '../hooks/useCsvImport';

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
  progress { flex: 1; min-width: 8rem; accent-color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0; flex: 1 1 100%; white-space: pre-wrap; overflow-wrap: anywhere; }
  strong { color: ${({ theme }) => theme.colors.errorText}; }
`;

export function ImportStatus({ state, onDismiss }: { state: ImportState; onDismiss: () => void }) {
  if (state.stage === 'idle') return null;
  if (state.stage === 'failed') {
    return (
      <Box role="alert">
        <strong>Nothing was imported from {state.fileName}.</strong>
        <Button size="sm" variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
        <p>{state.message.split('; ').join('\n')}</p>
      </Box>
    );
  }
  const reading = state.stage === 'reading';
  const label = reading ? `Reading ${state.fileName}: ${Math.round(state.fraction * 100)}%` : `Saving ${state.count} players from ${state.fileName}…`;
  return (
    <Box role="status" aria-live="polite">
      <span>{label}</span>
      {reading ? <progress aria-label="Import progress" max={1} value={state.fraction} /> : <progress aria-label="Import progress" />}
    </Box>
  );
}
