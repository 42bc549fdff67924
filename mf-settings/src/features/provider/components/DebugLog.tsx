// The debug log of timestamped lines (docs/screens/settings.md §2), newest last.
import { Button, Card, CardContent, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
import { timestamp, type LogLine } from '../hooks/useDebugLog';
import { Muted } from '../../../components/form-layout';

const Lines = styled.ol`
  max-height: 16rem;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.sm};
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export function DebugLog({ lines, onClear }: { lines: LogLine[]; onClear: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Debug log</CardTitle>
      </CardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <Muted>Nothing logged yet</Muted>
        ) : (
          <Lines aria-label="Debug log" aria-live="polite">
            {lines.map((line) => (
              <li key={line.id}>
                [{timestamp(line.at)}] {line.text}
              </li>
            ))}
          </Lines>
        )}
        <Button variant="ghost" size="sm" onClick={onClear} disabled={lines.length === 0}>
          Clear log
        </Button>
      </CardContent>
    </Card>
  );
}
