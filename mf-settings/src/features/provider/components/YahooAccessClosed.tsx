// The callout for Yahoo's access change: what Yahoo did, in the server's words, and (for the
// commissioner) the way on: 'Switch to Sleeper' selects Sleeper in the provider choice.
import { Button } from 'shared-ui';
import styled from 'styled-components';

const Callout = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.text};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > button {
    justify-self: start;
  }
`;

export const ACCESS_CLOSED_TITLE = 'Yahoo has closed its Fantasy API';

export function YahooAccessClosed({
  message,
  onSwitchToSleeper,
}: {
  message: string;
  /** The commissioner's way on; a manager reads who can act instead. */
  onSwitchToSleeper: (() => void) | null;
}) {
  return (
    <Callout aria-labelledby="yahoo-access-closed">
      <h3 id="yahoo-access-closed">{ACCESS_CLOSED_TITLE}</h3>
      <p>{message}</p>
      {onSwitchToSleeper ? (
        <Button onClick={onSwitchToSleeper}>Switch to Sleeper</Button>
      ) : (
        <p>The commissioner can follow the league through Sleeper in Settings.</p>
      )}
    </Callout>
  );
}
