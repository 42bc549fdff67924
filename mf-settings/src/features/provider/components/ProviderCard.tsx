// The provider integration card: connection state, OAuth start, the verification code, and
// 'Test Connection' once connected, with what the test found beside it. Only the commissioner
// starts OAuth and submits codes.
import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input } from 'shared-ui';
import styled from 'styled-components';
import { PROVIDER_NAME } from '../api/provider-api';
import { YahooAccessClosed } from './YahooAccessClosed';
import type { useProviderConnection } from '../hooks/useProviderConnection';
import { Field, FieldRow, Muted } from '../../../components/form-layout';

type Connection = ReturnType<typeof useProviderConnection>;

const NoticeText = styled.p<{ $tone: 'success' | 'error' | 'info' }>`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  /* errorText is the theme's AA-contrast colour for errors written on a surface. */
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorText : theme.colors.text)};
  font-weight: ${({ $tone }) => ($tone === 'info' ? 400 : 600)};
`;

/** Beside the buttons, taking the row's room left (its words wrap); below them on a phone. */
const TestResult = styled(NoticeText)`
  flex: 1 1 14rem;
  min-width: 0;
  margin: 0;
  align-self: center;
`;

const STATE_BADGE = {
  checking: { variant: 'muted', text: 'Checking...' },
  connected: { variant: 'success', text: 'Connected' },
  'not-connected': { variant: 'warning', text: 'Not connected' },
  'access-closed': { variant: 'warning', text: 'Closed by Yahoo' },
} as const;

export function ProviderCard({
  connection,
  canManage,
  onSwitchToSleeper,
}: {
  connection: Connection;
  canManage: boolean;
  /** Selects Sleeper in the provider choice (the commissioner's way on after Yahoo's access change). */
  onSwitchToSleeper?: () => void;
}) {
  const [code, setCode] = useState('');
  const badge = STATE_BADGE[connection.state];
  const testable = connection.lastTestWorked;
  // Announced as it changes: a click's outcome is read out where the click was.
  const testResult = (
    <TestResult role="status" aria-label="Connection test" $tone={connection.testResult?.tone ?? 'info'}>
      {connection.testResult?.text}
    </TestResult>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await connection.submitCode(code)) setCode('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {PROVIDER_NAME} Fantasy <Badge variant={badge.variant}>{badge.text}</Badge>
        </CardTitle>
        <CardDescription>Live rosters and scores come from the {PROVIDER_NAME} league the app follows.</CardDescription>
      </CardHeader>
      <CardContent>
        {canManage ? (
          <>
            <FieldRow>
              <Button onClick={() => void connection.start()} disabled={connection.busy}>
                Start {PROVIDER_NAME} OAuth Setup
              </Button>
              {testable && (
                <Button variant="outline" onClick={() => void connection.check()} disabled={connection.busy}>
                  Test Connection
                </Button>
              )}
              {testResult}
            </FieldRow>
            {connection.authStarted && (
              <form onSubmit={submit} aria-label="Submit verification code">
                <FieldRow>
                  <Field>
                    Verification code
                    <Input
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      autoComplete="one-time-code"
                    />
                  </Field>
                  <Button type="submit" disabled={!code.trim() || connection.busy}>
                    Submit Code
                  </Button>
                </FieldRow>
              </form>
            )}
          </>
        ) : (
          <>
            <Muted>Only the commissioner connects the league to {PROVIDER_NAME}.</Muted>
            {(testable || connection.testResult) && (
              <FieldRow>
                {testable && (
                  <Button variant="outline" onClick={() => void connection.check()}>
                    Test Connection
                  </Button>
                )}
                {testResult}
              </FieldRow>
            )}
          </>
        )}
        {connection.accessClosed && (
          <YahooAccessClosed
            message={connection.accessClosed}
            onSwitchToSleeper={canManage && onSwitchToSleeper ? onSwitchToSleeper : null}
          />
        )}
        {connection.notice && (
          <div role="status">
            <NoticeText $tone={connection.notice.tone}>{connection.notice.text}</NoticeText>
            {connection.notice.detail && <Muted>{connection.notice.detail}</Muted>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
